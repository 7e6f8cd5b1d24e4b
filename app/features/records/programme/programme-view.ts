import type { ProgrammeDay } from "./programme-days";
import type { FilterForm } from "./programme-filters";

/** What's on as its section draws it: the filters, then this week and next, day by day. */
export type WhatsOn = {
  form: FilterForm;
  /** Today's UK date, which the list marks. */
  today: string;
  /** The rest of this week from today (empty days included unless a day is chosen). */
  thisWeek: ProgrammeDay[];
  nextWeek: ProgrammeDay[];
  /** The programme's calendar feed: `webcal://` to subscribe, `https://` to download. */
  feed: { subscribe: string; download: string };
};

/** Home's This week: today and the six days after, only the days with something on. */
export type ThisWeek = { today: string; days: ProgrammeDay[] };
