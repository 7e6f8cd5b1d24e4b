import { formatFigure, impactCounterAttributes } from "~/shared/behaviours/impact-counters";
import { cn } from "~/shared/lib/class-names";
import type { ImpactStat } from "~/shared/site/impact-stats";
import { accentClasses } from "./accent-colours";

const figureClass = "block text-5xl font-extrabold tabular-nums tracking-tight";

/**
 * The impact figures, real in the page as served; the impact-counters behaviour counts them up
 * from half once the band scrolls into view.
 */
export function ImpactCounters({ stats }: { stats: readonly ImpactStat[] }) {
  return (
    <ul
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      {...{ [impactCounterAttributes.band]: "" }}
    >
      {stats.map((stat) => (
        <Counter key={stat.id} stat={stat} />
      ))}
    </ul>
  );
}

function Counter({ stat }: { stat: ImpactStat }) {
  const colours = accentClasses[stat.colour];
  const figure = formatFigure(stat.value, stat.suffix);
  const counted = {
    [impactCounterAttributes.figure]: stat.value,
    [impactCounterAttributes.suffix]: stat.suffix,
  };
  return (
    <li className={cn("rounded-3xl p-6", colours.surface)}>
      <span className={cn("block h-1.5 w-12 rounded-full", colours.bar)} aria-hidden="true" />
      {/* Screen readers get the final figure once, not every animation frame. */}
      <p className="sr-only">
        {figure} {stat.label}
      </p>
      <p aria-hidden="true" className="mt-4">
        <span
          data-testid="impact-counter"
          className={cn(figureClass, colours.text, "print:hidden")}
          {...counted}
        >
          {figure}
        </span>
        {/* On paper, the figure itself, whatever the count on screen has reached. */}
        <span className={cn(figureClass, colours.text, "hidden print:block")}>{figure}</span>
        <span className="mt-2 block text-lg font-semibold text-slate-800 dark:text-slate-200">
          {stat.label}
        </span>
      </p>
    </li>
  );
}
