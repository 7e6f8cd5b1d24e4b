/**
 * Whether a menu link leads to the page being shown (or, unless `exact`, to one of the pages
 * under it), the rule React Router's NavLink uses: "/" is only ever current on the home page.
 */
export function isCurrentPage(pathname: string, to: string, exact = false) {
  if (pathname === to) return true;
  if (exact || to === "/") return false;
  return pathname.startsWith(to.endsWith("/") ? to : `${to}/`);
}

/** `aria-current` for a menu link: "page" on the link to the page being shown. */
export function ariaCurrentFor(pathname: string, to: string) {
  return isCurrentPage(pathname, to, true) ? ("page" as const) : undefined;
}
