/**
 * An impact band's parts (impact-counters.tsx): each counter carries its figure and suffix, and
 * shows them as served, so print, a full-page capture and a page without JavaScript read the
 * real figures.
 */
export const impactCounterAttributes = {
  band: "data-impact-counters",
  figure: "data-impact-figure",
  suffix: "data-impact-suffix",
} as const;

const countUp = { durationMs: 1500, fromFraction: 0.5 } as const;
const { band: bandAttribute, figure, suffix } = impactCounterAttributes;

/**
 * A figure as the band writes it: "1,200+", thousands grouped as en-GB does. Not with
 * Intl.NumberFormat: a page's first one costs a slowed phone 80-120 ms before its first paint.
 */
export function formatFigure(value: number, figureSuffix = "") {
  const [whole = "", fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${fraction ? `${grouped}.${fraction}` : grouped}${figureSuffix}`;
}

/** Where a count starts: half the figure, and never 0 for a figure of 1 or more. */
export function countStart(target: number) {
  return target >= 1 ? Math.max(1, Math.round(target * countUp.fromFraction)) : target;
}

/** Writes each counter of a band at `progress` (0 to 1) of its count, easing out. */
function showCount(band: Element, progress: number) {
  const eased = 1 - (1 - progress) ** 3;
  for (const counter of band.querySelectorAll(`[${figure}]`)) {
    const target = Number(counter.getAttribute(figure));
    const from = countStart(target);
    counter.textContent = formatFigure(
      Math.round(from + (target - from) * eased),
      counter.getAttribute(suffix) ?? "",
    );
  }
}

/** Counts a band up over 1.5 s, then calls `done` with it; what it returns ends it on the figures. */
function countBand(band: Element, done: (band: Element) => void) {
  let frame = 0;
  let startedAt: number | undefined;
  const finish = () => {
    cancelAnimationFrame(frame);
    showCount(band, 1);
    done(band);
  };
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / countUp.durationMs);
    showCount(band, progress);
    if (progress < 1) frame = requestAnimationFrame(step);
    else finish();
  };
  frame = requestAnimationFrame(step);
  return finish;
}

function countBandsOnEntry(document: Document) {
  const bands = document.querySelectorAll(`[${bandAttribute}]`);
  if (bands.length === 0) return;
  const reported = new WeakSet<Element>();
  const counts = new Map<Element, () => void>();
  const stopWatching = (band: Element) => observer.unobserve(band);
  const observer = new IntersectionObserver((entries) => {
    for (const { target: band, isIntersecting: inView } of entries) {
      // The first report says where the band is as the page becomes interactive: in view, it
      // stays as it is.
      if (!reported.has(band)) {
        reported.add(band);
        if (inView) observer.unobserve(band);
        continue;
      }
      const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
      const wholePageShown = document.documentElement.scrollHeight <= innerHeight;
      if (inView && !counts.has(band) && !still && !wholePageShown)
        counts.set(band, countBand(band, stopWatching));
      else if (!inView) counts.get(band)?.();
    }
  });
  for (const band of bands) observer.observe(band);
}

/**
 * Counts an impact band up from half its figures, once, the first time it scrolls into view
 * after the page has become interactive: not when it was in view already, not for visitors who
 * prefer reduced motion, and not when the whole page fits the window (a full-page capture).
 * Leaving the view mid-count (a quick flick past) ends the count on the figures.
 */
export function installImpactCounters(document: Document) {
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", () => countBandsOnEntry(document), {
      once: true,
    });
  else countBandsOnEntry(document);
}
