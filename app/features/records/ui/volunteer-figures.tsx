import { FigureCards, formatCount } from "~/shared/staff-shell/figure-cards";

type Figures = {
  activeVolunteers: number;
  newInLast30Days: number;
  waiting: number;
  hoursLogged: number;
};

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
      value: formatCount(figures.activeVolunteers),
      hint: "Approved applicants",
    },
    {
      label: "New applications",
      value: formatCount(figures.newInLast30Days),
      hint: "In the last 30 days",
    },
    {
      label: "Waiting for an answer",
      value: formatCount(figures.waiting),
      hint: "Not yet approved or declined",
    },
    {
      label: "Hours logged",
      value: formatHours(figures.hoursLogged),
      hint: "Given by volunteers, in all",
    },
  ];
  return (
    <FigureCards
      id="volunteer-figures-heading"
      heading="Volunteering at a glance"
      cards={cards}
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
