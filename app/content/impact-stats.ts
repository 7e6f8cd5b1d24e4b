import type { AccentColour } from "./testimonials";

/** An impact statistic (§3): shown by a counter that counts up from 0 (§4, §9). */
export type ImpactStat = {
  id: string;
  value: number;
  label: string;
  suffix: string;
  colour: AccentColour;
};

/** The home page's "Our Impact" figures (§9). */
export const impactStats: readonly ImpactStat[] = [
  {
    id: "builtin-stat-1",
    value: 500,
    suffix: "+",
    label: "children supported weekly",
    colour: "teal",
  },
  { id: "builtin-stat-2", value: 150, suffix: "", label: "dedicated volunteers", colour: "amber" },
  { id: "builtin-stat-3", value: 15, suffix: "", label: "community programmes", colour: "sky" },
  { id: "builtin-stat-4", value: 10000, suffix: "+", label: "meals provided", colour: "rose" },
];
