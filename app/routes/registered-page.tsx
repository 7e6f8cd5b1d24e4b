import { data } from "react-router";
import { DraftingNotice } from "~/components/layout/drafting-notice";
import { PageHero } from "~/components/layout/page-hero";
import { findPageByRoute } from "~/content/page-registry";
import { getSiteSettings } from "~/content/site-settings";
import { buildPageMeta } from "~/lib/seo";
import { getSiteOrigin } from "~/lib/site-origin.server";
import type { Route } from "./+types/registered-page";

export function loader({ request }: Route.LoaderArgs) {
  const page = findPageByRoute(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    page: {
      key: page.key,
      title: page.title,
      description: page.description,
      category: page.category,
      audience: page.audience,
    },
    canonicalUrl: new URL(page.route, getSiteOrigin(request)).href,
    siteName: getSiteSettings().charityName,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? buildPageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        siteName: loaderData.siteName,
        canonicalUrl: loaderData.canonicalUrl,
        noIndex: loaderData.page.audience === "staff",
      })
    : [];

export default function RegisteredPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero title={page.title} subtitle={page.description} />
      {page.category === "legal" ? <DraftingNotice /> : null}
      {page.audience === "staff" ? <StaffAreaNotice /> : null}
    </>
  );
}

function StaffAreaNotice() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-lg text-slate-700 sm:px-6 dark:text-slate-200">
      <p>Staff sign-in has not been switched on for this site yet.</p>
    </div>
  );
}
