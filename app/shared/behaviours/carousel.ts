/**
 * A carousel's parts (testimonial-carousel-section.tsx). Its slides sit side by side in a track
 * that scrolls and snaps natively, and its dots are links to its slides, so without JavaScript
 * a visitor swipes or follows a dot; `carousel` holds "rotating" or "stopped".
 */
export const carouselAttributes = {
  carousel: "data-carousel",
  track: "data-carousel-track",
  dot: "data-carousel-dot",
  /** On the previous and next buttons: -1 or 1. */
  step: "data-carousel-step",
  /** On the rotation button: its name while the carousel is stopped (its aria-label, rotating). */
  rotation: "data-carousel-rotation",
  /** On the rotation button: its name while the carousel rotates. */
  pauseLabel: "data-carousel-pause-label",
} as const;

const rotationMs = 5000;
const { carousel: carouselAttribute, track, dot, step, rotation, pauseLabel } = carouselAttributes;

const dotsOf = (carousel: Element) => Array.from(carousel.querySelectorAll(`[${dot}]`));
const currentOf = (dots: Element[]) =>
  Math.max(
    0,
    dots.findIndex((candidate) => candidate.getAttribute("aria-current") === "true"),
  );

function markCurrent(dots: Element[], index: number) {
  dots.forEach((candidate, position) => {
    if (position === index) candidate.setAttribute("aria-current", "true");
    else candidate.removeAttribute("aria-current");
  });
}

/**
 * Starts or stops a carousel, naming its rotation button for what a tap on it will do next (the
 * APG carousel's rotation control): its name is what a screen reader hears change.
 */
function setRotating(carousel: Element, rotating: boolean) {
  carousel.setAttribute(carouselAttribute, rotating ? "rotating" : "stopped");
  const button = carousel.querySelector(`[${rotation}]`);
  const label = button?.getAttribute(rotating ? pauseLabel : rotation);
  if (button && label) button.setAttribute("aria-label", label);
}

/** Scrolls to a slide (wrapping at either end) and marks its dot at once. */
function showSlide(carousel: Element, index: number) {
  const dots = dotsOf(carousel);
  const slides = carousel.querySelector(`[${track}]`);
  if (!slides || dots.length === 0) return;
  const target = (index + dots.length) % dots.length;
  markCurrent(dots, target);
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  slides.scrollTo({ left: target * slides.clientWidth, behavior: still ? "instant" : "smooth" });
}

/**
 * Answers the carousel's controls on the document, whenever they are tapped, moves it on every
 * 5 s while it rotates and no one points at it, has focus in it or has hidden the tab (WCAG
 * 2.2.2), and marks the dot of the slide a visitor swiped to. Visitors who prefer reduced motion
 * find it stopped.
 */
export function installCarousel(document: Document) {
  document.addEventListener("click", (event) => {
    const control = (event.target as Element).closest?.(`[${dot}],[${step}],[${rotation}]`);
    const carousel = control?.closest(`[${carouselAttribute}]`);
    if (!control || !carousel) return;
    // A dot is a link to its slide: here it scrolls the carousel alone, not the page.
    event.preventDefault();
    if (control.hasAttribute(rotation)) {
      setRotating(carousel, carousel.getAttribute(carouselAttribute) !== "rotating");
      return;
    }
    const dots = dotsOf(carousel);
    const index = control.hasAttribute(dot)
      ? dots.indexOf(control)
      : currentOf(dots) + Number(control.getAttribute(step));
    showSlide(carousel, index);
  });

  document.addEventListener(
    "scrollend",
    (event) => {
      const slides = event.target;
      if (!(slides instanceof Element) || !slides.hasAttribute(track) || !slides.clientWidth)
        return;
      const carousel = slides.closest(`[${carouselAttribute}]`);
      if (carousel)
        markCurrent(dotsOf(carousel), Math.round(slides.scrollLeft / slides.clientWidth));
    },
    true,
  );

  const rotate = () => {
    if (document.hidden) return;
    for (const carousel of document.querySelectorAll(`[${carouselAttribute}="rotating"]`)) {
      if (!carousel.matches(":hover, :focus-within"))
        showSlide(carousel, currentOf(dotsOf(carousel)) + 1);
    }
  };
  const startRotating = () => {
    const carousels = document.querySelectorAll(`[${carouselAttribute}]`);
    if (carousels.length === 0) return;
    if (matchMedia("(prefers-reduced-motion: reduce)").matches)
      for (const carousel of carousels) setRotating(carousel, false);
    setInterval(rotate, rotationMs);
  };
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", startRotating, { once: true });
  else startRotating();
}
