import type { ReactNode } from "react";
import { cn } from "~/shared/lib/class-names";

export type FigureCard = { label: string; value: string; hint: string };

/** A number in the en-GB style: "1,234". */
export const formatCount = new Intl.NumberFormat("en-GB").format;

/** A tab's headline figures: a heading, then one card per figure, then any words under them. */
export function FigureCards({
  id,
  heading,
  cards,
  gridClassName,
  children,
}: {
  id: string;
  heading: string;
  cards: readonly FigureCard[];
  /** The grid's columns at each width, e.g. "sm:grid-cols-3". */
  gridClassName: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      <dl className={cn("mt-6 grid gap-4", gridClassName)}>
        {cards.map((card) => (
          <div
            key={card.label}
            className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700"
          >
            <dt className="font-semibold">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-teal-900 dark:text-teal-100">
              {card.value}
            </dd>
            <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">{card.hint}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
