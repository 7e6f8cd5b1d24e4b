import { formatFigure } from "~/shared/behaviours/impact-counters";
import { type ImpactFigureKey, type ImpactFigures, impactFigureKeys } from "./impact-stats";

/**
 * `{figure:children-weekly}` in page text: the figure's number as the counter band shows it
 * ("500+"), filled in when the page is served, so a sentence quoting a figure follows the
 * Settings tab. Found however it is spaced or capitalised, so a near miss is reported to staff
 * (listUnknownFigureTokens) rather than shown to visitors as typed.
 */
const tokenPattern = /\{\s*figure\s*:([^{}]*)\}/gi;

/** The token staff type for a figure. */
export function figureToken(key: ImpactFigureKey) {
  return `{figure:${key}}`;
}

const isFigureKey = (name: string): name is ImpactFigureKey =>
  (impactFigureKeys as readonly string[]).includes(name);

/** The figure's number with its suffix, as page text reads it. */
export function formatImpactFigure(figures: ImpactFigures, key: ImpactFigureKey) {
  return formatFigure(figures[key].value, figures[key].suffix);
}

/**
 * The text with each token replaced by its figure. A token naming no figure is left out: the
 * editor warns about it, and visitors never see curly brackets.
 */
export function fillFigureTokens(text: string, figures: ImpactFigures) {
  return text.replace(tokenPattern, (token, name: string) =>
    token.startsWith("{figure:") && isFigureKey(name) ? formatImpactFigure(figures, name) : "",
  );
}

/** The tokens in the text that name no figure, as typed. */
export function listUnknownFigureTokens(text: string) {
  return [...text.matchAll(tokenPattern)]
    .filter(([token, name = ""]) => !token.startsWith("{figure:") || !isFigureKey(name))
    .map(([token]) => token);
}

/** Every piece of text in page content (plain or formatted) with its tokens filled in. */
export function fillFigureTokensEverywhere<T>(content: T, figures: ImpactFigures): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return fillFigureTokens(value, figures);
    if (Array.isArray(value)) return value.map(fill);
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    }
    return value;
  };
  return fill(content) as T;
}
