import { type RefObject, useEffect, useState } from "react";

const countUpTiming = { durationMs: 2000, stepMs: 16, visibleThreshold: 0.1 } as const;

/**
 * Counts from 0 to `target` once `trigger` is 10% visible (2000 ms in 16 ms steps). The server
 * renders the final value, so visitors without JavaScript and crawlers see real figures; after
 * hydration the value resets to 0 until the band scrolls into view. Reduced motion: final value.
 */
export function useCountUp(
  target: number,
  trigger: RefObject<Element | null>,
  reducedMotion: boolean,
): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = trigger.current;
    if (reducedMotion || !element) {
      setValue(target);
      return;
    }
    setValue(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const steps = Math.ceil(countUpTiming.durationMs / countUpTiming.stepMs);
        let step = 0;
        timer = setInterval(() => {
          step += 1;
          setValue(step >= steps ? target : Math.round((target * step) / steps));
          if (step >= steps) clearInterval(timer);
        }, countUpTiming.stepMs);
      },
      { threshold: countUpTiming.visibleThreshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [target, trigger, reducedMotion]);

  return value;
}
