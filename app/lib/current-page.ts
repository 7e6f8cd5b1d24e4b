/**
 * Whether a menu link leads to the page being shown (or, unless `exact`, to one of the pages
 * under it), the rule React Router's NavLink uses: "/" is only ever current on the home page.
 */
export function isCurrentPage(pathname: string, to: string, exact = false) {
  if (pathname === to) return true;
  if (exact || to === "/") return false;
  return pathname.startsWith(to.endsWith("/") ? to : `${to}/`);
}
