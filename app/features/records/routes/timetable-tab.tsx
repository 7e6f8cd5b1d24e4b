import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { joinMethods } from "../programme/programme-details";
import { handleRecordAction } from "../record-action.server";
import { listImageChoices } from "../record-images.server";
import { sessionAudiences, sessionFields, sessionSeasons } from "../sessions/session-record";
import { loadSessionItems, sessionKind } from "../sessions/sessions.server";
import { RecordPanel } from "../ui/record-panel";
import type { Route } from "./+types/timetable-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "timetable");
  if (!user) return null;
  const { db } = getDatabase();
  const [items, imageChoices] = await Promise.all([loadSessionItems(db), listImageChoices(db)]);
  return { items, imageChoices };
}

export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => handleRecordAction(sessionKind, args));
}

export default function TimetableTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <RecordPanel
      heading="Timetable"
      intro="The sessions that run every week. Visitors see them on What's on, day by day with the events, on the home page's This week, and in the calendar feed. Sessions marked Example were added when the website was installed: change each to your own and save it, or delete it. Times are UK time."
      noun="session"
      fields={sessionFields}
      items={loaderData.items}
      imageChoices={loaderData.imageChoices}
      newValues={{
        days: [],
        audience: sessionAudiences[0].value,
        joinMethod: joinMethods[0].value,
        season: sessionSeasons[0].value,
        imageMediaId: "",
      }}
      emptyText="No sessions yet."
    />
  );
}
