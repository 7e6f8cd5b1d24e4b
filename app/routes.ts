import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pageRegistry } from "./content/page-registry";

const registeredPageModule = "routes/registered-page.tsx";

/** Every page route comes from the page registry; only files and the 404 are listed here. */
export default [
  ...pageRegistry.map((page) =>
    page.route === "/"
      ? index(registeredPageModule, { id: `page/${page.key}` })
      : route(page.route, registeredPageModule, { id: `page/${page.key}` }),
  ),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
