import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { eventCategories, eventFields } from "../events/event-record";
import { eventRepeatChoices } from "../events/event-repeat";
import { eventKind, loadEventItems } from "../events/events.server";
import { joinMethods } from "../programme/programme-details";
import { handleRecordAction } from "../record-action.server";
import { listImageChoices } from "../record-images.server";
import { RecordPanel } from "../ui/record-panel";
import type { Route } from "./+types/events-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "events");
  if (!user) return null;
  const { db } = getDatabase();
  const [items, imageChoices] = await Promise.all([loadEventItems(db), listImageChoices(db)]);
  return { items, imageChoices };
}

export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => handleRecordAction(eventKind, args));
}

export default function EventsTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <RecordPanel
      heading="Events"
      intro="Upcoming events show on the News & Events page by date, each with its own page and an Add to calendar file. A repeating event shows once, at its next date, and moves on to the next by itself; one whose date is to be announced shows as Coming soon. Once an event's last date has ended it moves to Past events. Times are UK time."
      noun="event"
      fields={eventFields}
      items={loaderData.items}
      imageChoices={loaderData.imageChoices}
      newValues={{
        category: eventCategories[0],
        repeats: eventRepeatChoices[0].value,
        joinMethod: joinMethods[0].value,
        imageMediaId: "",
      }}
      emptyText="No events yet."
    />
  );
}
