import { FigureCards, formatCount } from "~/shared/staff-shell/figure-cards";

type Figures = { subscribers: number; newInLast30Days: number; waiting: number };

/** The Newsletter tab's headline figures, counted by the server from the subscriber list. */
export function NewsletterFigures({ figures }: { figures: Figures }) {
  const cards = [
    {
      label: "Subscribers",
      value: formatCount(figures.subscribers),
      hint: "Confirmed their address",
    },
    {
      label: "New subscribers",
      value: formatCount(figures.newInLast30Days),
      hint: "In the last 30 days",
    },
    {
      label: "Waiting for confirmation",
      value: formatCount(figures.waiting),
      hint: "Signed up, link not yet clicked",
    },
  ];
  return (
    <FigureCards
      id="newsletter-figures-heading"
      heading="Newsletter at a glance"
      cards={cards}
      gridClassName="sm:grid-cols-3"
    >
      <p className="mt-4 max-w-3xl text-slate-600 dark:text-slate-300">
        There are no open rates here: we do not put tracking pixels in people's email, so we never
        know who opens a newsletter.
      </p>
    </FigureCards>
  );
}
