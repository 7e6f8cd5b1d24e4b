import { getPage } from "~/content/page-registry";

/**
 * The header's buttons, beside the menu on wide screens and under it in the small-screen menu:
 * Join Us, and Donate as UK charities' headers have it. Their routes and words come from the page
 * registry.
 */
export const headerActions = [
  {
    page: getPage("join-us"),
    colours: "bg-amber-400 text-slate-950 hover:bg-amber-300",
  },
  {
    page: getPage("donate"),
    colours:
      "bg-teal-700 text-white hover:bg-teal-800 dark:bg-teal-300 dark:text-slate-950 dark:hover:bg-teal-200",
  },
] as const;
