import type { AccentColour } from "./testimonials";

/**
 * The impact figures (§3 "Impact statistic", §9): staff change their numbers and words in the
 * Settings tab, and every page takes them from there: the home page's counter band and any page
 * text quoting one through its token (`figure-tokens.ts`). The figures themselves stay these
 * four, since page text names them by key (ADR 0037).
 */
export const impactFigureKeys = ["children-weekly", "volunteers", "programmes", "meals"] as const;
export type ImpactFigureKey = (typeof impactFigureKeys)[number];

/** What staff call each figure, in the Settings tab and the page editor's list of tokens. */
export const impactFigureNames: Record<ImpactFigureKey, string> = {
  "children-weekly": "Children and young people each week",
  volunteers: "Volunteers",
  programmes: "Programmes",
  meals: "Meals",
};

/** What staff edit: the number, what follows it ("+"), and the words under it in the band. */
export type ImpactFigure = { value: number; suffix: string; label: string };
export type ImpactFigures = Readonly<Record<ImpactFigureKey, Readonly<ImpactFigure>>>;

/** The specification's home counters (§9). */
export const defaultImpactFigures: ImpactFigures = {
  "children-weekly": { value: 500, suffix: "+", label: "children supported weekly" },
  volunteers: { value: 150, suffix: "", label: "dedicated volunteers" },
  programmes: { value: 15, suffix: "", label: "community programmes" },
  meals: { value: 10000, suffix: "+", label: "meals provided" },
};

/** Each figure's colour in the band: part of the design, not the charity's words. */
const figureColours: Record<ImpactFigureKey, AccentColour> = {
  "children-weekly": "teal",
  volunteers: "amber",
  programmes: "sky",
  meals: "rose",
};

/** An impact statistic as a counter shows it (§4, §9). */
export type ImpactStat = ImpactFigure & { id: ImpactFigureKey; colour: AccentColour };

/** The counter band's statistics, in the figures' order. */
export function listImpactStats(figures: ImpactFigures): ImpactStat[] {
  return impactFigureKeys.map((key) => ({ id: key, ...figures[key], colour: figureColours[key] }));
}
