import { getPage } from "~/shared/site/page-registry";

/**
 * The header's buttons, beside the menu and again at the foot of the phone menu: Join Us, and
 * Donate as UK charities' headers have it. Donate stays in the header on a phone (`onPhone`):
 * most visitors arrive on one, and the menu should not hide it. Their routes and words come from
 * the page registry.
 */
export const headerActions = [
  {
    page: getPage("join-us"),
    colours: "bg-amber-400 text-slate-950 hover:bg-amber-300",
    onPhone: false,
  },
  {
    page: getPage("donate"),
    colours:
      "bg-teal-700 text-white hover:bg-teal-800 dark:bg-teal-300 dark:text-slate-950 dark:hover:bg-teal-200",
    onPhone: true,
  },
] as const;
