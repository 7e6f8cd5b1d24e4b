type Figures = {
  activeVolunteers: number;
  newInLast30Days: number;
  waiting: number;
  hoursLogged: number;
};

const countFormat = new Intl.NumberFormat("en-GB");
// Staff log half hours, so one decimal is all a total can need.
const hoursFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** Hours as the Volunteers tab shows them: "1,234.5", "12". */
export function formatHours(hours: number) {
  return hoursFormat.format(hours);
}

/** The Volunteers tab's four headline figures, counted by the server from the applications. */
export function VolunteerFigures({ figures }: { figures: Figures }) {
  const cards = [
    {
      label: "Active volunteers",
      value: countFormat.format(figures.activeVolunteers),
      hint: "Approved applicants",
    },
    {
      label: "New applications",
      value: countFormat.format(figures.newInLast30Days),
      hint: "In the last 30 days",
    },
    {
      label: "Waiting for an answer",
      value: countFormat.format(figures.waiting),
      hint: "Not yet approved or declined",
    },
    {
      label: "Hours logged",
      value: formatHours(figures.hoursLogged),
      hint: "Given by volunteers, in all",
    },
  ];
  return (
    <section aria-labelledby="volunteer-figures-heading">
      <h2 id="volunteer-figures-heading" className="text-2xl font-bold">
        Volunteering at a glance
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
    </section>
  );
}
