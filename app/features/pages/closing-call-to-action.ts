import type { Section } from "./page-content-schema";

/**
 * Where a page's closing call to action starts: the CTA bands its sections end with (the index
 * of the first), else the end of the page. Galleries and videos staff placed go before it, so a
 * page ends by asking the visitor to act rather than with more to look at.
 */
export function findClosingCallToAction(sections: readonly Pick<Section, "type">[]) {
  let start = sections.length;
  while (start > 0 && sections[start - 1]?.type === "cta") start -= 1;
  return start;
}
