type Figures = { subscribers: number; newInLast30Days: number; waiting: number };

const countFormat = new Intl.NumberFormat("en-GB");

/** The Newsletter tab's headline figures, counted by the server from the subscriber list. */
export function NewsletterFigures({ figures }: { figures: Figures }) {
  const cards = [
    { label: "Subscribers", value: figures.subscribers, hint: "Confirmed their address" },
    { label: "New subscribers", value: figures.newInLast30Days, hint: "In the last 30 days" },
    {
      label: "Waiting for confirmation",
      value: figures.waiting,
      hint: "Signed up, link not yet clicked",
    },
  ];
  return (
    <section aria-labelledby="newsletter-figures-heading">
      <h2 id="newsletter-figures-heading" className="text-2xl font-bold">
        Newsletter at a glance
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <div
            key={card.label}
            className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700"
          >
            <dt className="font-semibold">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-teal-900 dark:text-teal-100">
              {countFormat.format(card.value)}
            </dd>
            <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">{card.hint}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-3xl text-slate-600 dark:text-slate-300">
        There are no open rates here: we do not put tracking pixels in people's email, so we never
        know who opens a newsletter.
      </p>
    </section>
  );
}
