import { readPublishedPageContent } from "~/features/pages/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { type PublicFormResult, publicFormMessages } from "~/shared/forms/public-forms";
import { findPageByRoute, type PublicPageKey } from "~/shared/site/page-registry";
import { handlePublicForm } from "../registries/public-form-handlers.server";
import type { Route } from "./+types/send-form";

/**
 * POST /send-form?page=<path>: a public page's form, sent from the browser (PublicForm). The
 * page's own action (handlePublicForm), answered as JSON instead of the page rendered again, so
 * visitors' pages need no router in the browser (ADR 0025).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const pagePath = url.searchParams.get("page") ?? "";
  const page = findPageByRoute(pagePath);
  if (page?.audience !== "public") {
    const notHere: PublicFormResult = {
      form: null,
      ok: false,
      message: publicFormMessages.notHere,
    };
    return Response.json(notHere, { status: 404 });
  }
  const content = await readPublishedPageContent(getDatabase().db, page.key as PublicPageKey);
  const answer = await handlePublicForm(request, context, content);
  return Response.json(answer.data, answer.init ?? undefined);
}

/** Only POST: there is nothing to see here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
