import { useRef } from "react";
import type { ImpactStat } from "~/content/impact-stats";
import { cn } from "~/lib/class-names";
import { useCountUp } from "~/lib/use-count-up";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";
import { accentClasses } from "./accent-colours";

const numberFormat = new Intl.NumberFormat("en-GB");
const figureClass = "block text-5xl font-extrabold tabular-nums tracking-tight";

/**
 * The impact figures, real in the page as served, counting up from half once the band scrolls
 * into view (use-count-up.ts): an island (ADR 0025).
 */
export function ImpactCounters({ stats }: { stats: readonly ImpactStat[] }) {
  const band = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ul ref={band} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <Counter key={stat.id} stat={stat} trigger={band} reducedMotion={reducedMotion} />
      ))}
    </ul>
  );
}

type CounterProps = {
  stat: ImpactStat;
  trigger: React.RefObject<HTMLUListElement | null>;
  reducedMotion: boolean;
};

function Counter({ stat, trigger, reducedMotion }: CounterProps) {
  const value = useCountUp(stat.value, trigger, reducedMotion);
  const colours = accentClasses[stat.colour];
  return (
    <li className={cn("rounded-3xl p-6", colours.surface)}>
      <span className={cn("block h-1.5 w-12 rounded-full", colours.bar)} aria-hidden="true" />
      {/* Screen readers get the final figure once, not every animation frame. */}
      <p className="sr-only">
        {numberFormat.format(stat.value)}
        {stat.suffix} {stat.label}
      </p>
      <p aria-hidden="true" className="mt-4">
        <span
          data-testid="impact-counter"
          className={cn(figureClass, colours.text, "print:hidden")}
        >
          {numberFormat.format(value)}
          {stat.suffix}
        </span>
        {/* On paper, the figure itself, whatever the count on screen has reached. */}
        <span className={cn(figureClass, colours.text, "hidden print:block")}>
          {numberFormat.format(stat.value)}
          {stat.suffix}
        </span>
        <span className="mt-2 block text-lg font-semibold text-slate-800 dark:text-slate-200">
          {stat.label}
        </span>
      </p>
    </li>
  );
}
