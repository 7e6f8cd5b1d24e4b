import {
  index,
  layout,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { forgotPasswordPage, resetPasswordPage } from "./features/accounts/password-reset-paths";
import {
  programmeCalendarPath,
  sessionCalendarRoute,
} from "./features/records/programme/programme-paths";
import { publicFormSendPath } from "./shared/forms/public-forms";
import {
  type PageKey,
  pageRegistry,
  pageRouteId,
  staffLayoutRouteId,
} from "./shared/site/page-registry";
import { adminTabs } from "./shared/staff-shell/admin-tabs";

const registeredPageModule = "routes/registered-page.tsx";

const publicPageRoutes = pageRegistry
  .filter((page) => !page.module)
  .map((page) =>
    page.route === "/"
      ? index(registeredPageModule, { id: pageRouteId(page.key) })
      : route(page.route, registeredPageModule, { id: pageRouteId(page.key) }),
  );

/**
 * The dashboard's nested routes: its index opens the first tab, each tab is `<key>` with the module
 * its entry in admin-tabs.ts names, and any other address is a 404 inside the dashboard.
 */
const dashboardRoutes = [
  index("routes/dashboard-index.tsx"),
  ...adminTabs.map((tab) => route(tab.key, tab.module)),
  route("*", "routes/unknown-tab.tsx"),
];

const staffPageChildren: Partial<Record<PageKey, RouteConfigEntry[]>> = { admin: dashboardRoutes };

const staffPageRoutes = pageRegistry.flatMap((page) =>
  page.module
    ? [route(page.route, page.module, { id: pageRouteId(page.key) }, staffPageChildren[page.key])]
    : [],
);

/**
 * The sign-in page's forgotten-password pages: staff pages beside it (its layout, its toaster),
 * but not among the specification's pages in the registry.
 */
const accountRecoveryRoutes = [
  route(forgotPasswordPage.path.slice(1), "features/accounts/routes/forgot-password.tsx"),
  route(resetPasswordPage.path.slice(1), "features/accounts/routes/reset-password.tsx"),
];

/**
 * Every page route comes from the page registry; only the dashboard's tabs (above), the sign-in
 * page's forgotten-password pages, actions, files, the forms' JSON answers, each event's page,
 * the calendar files, the newsletter's confirm and unsubscribe pages and the 404 are listed here. Their fixed paths
 * rank above the dashboard's catch-all.
 */
export default [
  ...publicPageRoutes,
  layout("routes/staff-layout.tsx", { id: staffLayoutRouteId }, [
    ...staffPageRoutes,
    ...accountRecoveryRoutes,
  ]),
  route("admin/sign-out", "features/accounts/routes/sign-out.ts"),
  route("admin/media/status", "features/media/routes/media-status.ts"),
  route("admin/media/section", "features/media/routes/media-section.ts"),
  route("admin/media/consent-register.csv", "features/media/routes/consent-register-csv.ts"),
  route("admin/enquiries.csv", "features/enquiries/routes/enquiries-csv.ts"),
  route("admin/enquiries/person.json", "features/enquiries/routes/person-data-json.ts"),
  route("news/events/:slug", "features/records/routes/event-page.tsx"),
  route("news/events/:slug/calendar.ics", "features/records/routes/event-calendar-ics.ts"),
  route(programmeCalendarPath.slice(1), "features/records/routes/programme-calendar-ics.ts"),
  route(sessionCalendarRoute.slice(1), "features/records/routes/session-calendar-ics.ts"),
  route("newsletter/confirm", "features/newsletter/routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "features/newsletter/routes/newsletter-unsubscribe.tsx"),
  route(publicFormSendPath.slice(1), "routes/send-form.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "features/pages/routes/robots-txt.ts"),
  route("*", "features/pages/routes/not-found.tsx"),
] satisfies RouteConfig;
