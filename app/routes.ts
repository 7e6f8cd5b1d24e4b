import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { pageRegistry } from "./content/page-registry";

const registeredPageModule = "routes/registered-page.tsx";

const publicPageRoutes = pageRegistry
  .filter((page) => !page.module)
  .map((page) =>
    page.route === "/"
      ? index(registeredPageModule, { id: `page/${page.key}` })
      : route(page.route, registeredPageModule, { id: `page/${page.key}` }),
  );

const staffPageRoutes = pageRegistry.flatMap((page) =>
  page.module ? [route(page.route, page.module, { id: `page/${page.key}` })] : [],
);

/** Every page route comes from the page registry; only actions, files and the 404 are listed here. */
export default [
  ...publicPageRoutes,
  layout("routes/staff-layout.tsx", staffPageRoutes),
  route("admin/sign-out", "routes/admin-sign-out.ts"),
  route("admin/users", "routes/admin-users.ts"),
  route("admin/settings", "routes/admin-settings.ts"),
  route("admin/password", "routes/admin-password.ts"),
  route("admin/media", "routes/admin-media.ts"),
  route("admin/media/status", "routes/admin-media-status.ts"),
  route("admin/media/section", "routes/admin-media-section.ts"),
  route("admin/media/consent-register.csv", "routes/admin-media-consent-register.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
