import type { AccentColour } from "~/shared/site/testimonials";

/** Text and surface classes per accent colour, each pair AA-contrast in both themes. */
export const accentClasses: Record<AccentColour, { text: string; surface: string; bar: string }> = {
  teal: {
    text: "text-teal-800 dark:text-teal-300",
    surface: "bg-teal-50 dark:bg-teal-950/60",
    bar: "bg-teal-600 dark:bg-teal-400",
  },
  amber: {
    text: "text-amber-800 dark:text-amber-300",
    surface: "bg-amber-50 dark:bg-amber-950/50",
    bar: "bg-amber-500 dark:bg-amber-300",
  },
  sky: {
    text: "text-sky-800 dark:text-sky-300",
    surface: "bg-sky-50 dark:bg-sky-950/60",
    bar: "bg-sky-600 dark:bg-sky-400",
  },
  rose: {
    text: "text-rose-800 dark:text-rose-300",
    surface: "bg-rose-50 dark:bg-rose-950/60",
    bar: "bg-rose-600 dark:bg-rose-400",
  },
};
