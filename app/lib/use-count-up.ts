import { type RefObject, useEffect, useState } from "react";

const countUp = { durationMs: 1500, fromFraction: 0.5 } as const;

/** Where a count starts: half the figure, and never 0 for a figure of 1 or more. */
export function countStart(target: number) {
  return target >= 1 ? Math.max(1, Math.round(target * countUp.fromFraction)) : target;
}

/**
 * The figure to show: `target` on the server, once hydrated and whenever it is not counting, so
 * a page printed, captured whole or read without JavaScript shows the real figures. It counts up
 * from half of it (easing out over 1.5 s) once, when `trigger` scrolls into view after hydration:
 * not when it was in view already, not for visitors who prefer reduced motion, and not when the
 * whole page fits the window (a full-page capture). Leaving the view mid-count (a quick flick
 * past) ends the count on the figure.
 */
export function useCountUp(
  target: number,
  trigger: RefObject<Element | null>,
  reducedMotion: boolean,
): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = trigger.current;
    setValue(target);
    if (reducedMotion || !element) return;
    let frame = 0;
    let reported = false;
    let counting = false;
    const finish = () => {
      cancelAnimationFrame(frame);
      counting = false;
      observer.disconnect();
      setValue(target);
    };
    const count = () => {
      counting = true;
      const from = countStart(target);
      const startedAt = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, Math.max(0, now - startedAt) / countUp.durationMs);
        const eased = 1 - (1 - progress) ** 3;
        setValue(Math.round(from + (target - from) * eased));
        if (progress < 1) frame = requestAnimationFrame(step);
        else finish();
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      // The first report says where the band is as hydration ends: in view, it stays as it is.
      if (!reported) {
        reported = true;
        if (inView) observer.disconnect();
        return;
      }
      const wholePageShown = document.documentElement.scrollHeight <= window.innerHeight;
      if (inView && !counting && !wholePageShown) count();
      else if (!inView && counting) finish();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, trigger, reducedMotion]);

  return value;
}
