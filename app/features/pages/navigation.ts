import { headerMessages } from "~/shared/site/header-messages";
import { type PageEntry, pageRegistry } from "~/shared/site/page-registry";

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

/**
 * A section's list in the menus (the disclosure pattern: the section's name opens it, so its own
 * page is the list's first link), then its pages, without the section's page a second time.
 */
export function listSectionLinks(item: NavItem): NavLink[] {
  const overview = {
    key: item.key,
    label: headerMessages.sectionOverview(item.label),
    to: item.to,
  };
  return [overview, ...item.children.filter((child) => child.to !== item.to)];
}
