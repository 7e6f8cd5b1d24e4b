import { type PageEntry, pageRegistry } from "./page-registry";

export type NavLink = { key: PageEntry["key"]; label: string; to: string };
export type NavItem = NavLink & { children: NavLink[] };

function toLink(page: PageEntry): NavLink {
  return { key: page.key, label: page.title, to: page.route };
}

/** The main menu, derived from the page registry's `nav` placements. */
export const mainNavigation: readonly NavItem[] = pageRegistry
  .filter((page) => page.nav?.top)
  .map((page) => ({
    ...toLink(page),
    children: pageRegistry.filter((child) => child.nav?.parent === page.key).map(toLink),
  }));

/** The footer's quick links. */
export const quickLinks: readonly NavLink[] = pageRegistry
  .filter((page) => page.quickLink)
  .map(toLink);
