import { readTabUser } from "~/features/accounts/index.server";
import { PageImagesPanel, readPageImagesQuery } from "~/features/media";
import {
  loadImagePicker,
  placeableSections,
  sectionPositions,
} from "~/features/media/index.server";
import { NeedsAttentionPanel } from "~/features/operations";
import { type PageEditorView, PagesPanel, pageEditorViews, pageMessages } from "~/features/pages";
import { handlePageEditorAction, loadPageEditor } from "~/features/pages/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { type PublicPageKey, publicPages } from "~/shared/site/page-registry";
import {
  actionFailure,
  answerBusyDatabase,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import type { Route } from "./+types/pages-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

const findPublicPage = (key: string | null) =>
  publicPages.find((page) => page.key === key)?.key as PublicPageKey | undefined;

export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the tab.
  const user = await readTabUser(args, "pages");
  if (!user) return null;
  const params = args.url.searchParams;
  const key = findPublicPage(params.get("page"));
  const view: PageEditorView =
    pageEditorViews.find((entry) => entry.key === params.get("view"))?.key ?? "content";
  const { db } = getDatabase();
  if (!key) return { editor: null, view, images: null };
  return {
    editor: await loadPageEditor(db, key, params.get("compare"), user),
    view,
    images: view === "images" ? await loadImages(params, key) : null,
  };
}

/** The Page Images manager, opened on this page. */
async function loadImages(params: URLSearchParams, key: PublicPageKey) {
  const query = new URLSearchParams(params);
  query.set("manager", key === "homepage" ? "homepage" : "others");
  const placement = readPageImagesQuery(query, placeableSections);
  const picker =
    placement.mode === "existing" ? await loadImagePicker(getDatabase().db, query) : null;
  return { placement, picker, placeableSections, sectionPositions };
}

export async function action({ request, context }: Route.ActionArgs) {
  const access = await authorizeStaffAction(
    request,
    { role: "editor" },
    pageMessages.pages.failedTitle,
  );
  if (!access.ok) return access.response;
  const form = await request.formData();
  const key = findPublicPage(String(form.get("page") ?? ""));
  if (!key) {
    return actionFailure(404, {
      title: pageMessages.pages.failedTitle,
      description: pageMessages.pages.pageMissing,
    });
  }
  return answerBusyDatabase(() =>
    handlePageEditorAction(form, key, {
      user: access.user,
      ip: context.get(requestFacts).clientIp,
    }),
  );
}

/** The first screen after sign-in: what needs someone, above the list of pages. */
export default function PagesTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { editor, view, images } = loaderData;
  const imagesPanel = images ? <PageImagesPanel {...images} tab="pages" /> : null;
  return editor ? (
    <PagesPanel editor={editor} view={view} imagesPanel={imagesPanel} />
  ) : (
    <div className="space-y-8">
      <NeedsAttentionPanel />
      <PagesPanel editor={editor} view={view} imagesPanel={imagesPanel} />
    </div>
  );
}
