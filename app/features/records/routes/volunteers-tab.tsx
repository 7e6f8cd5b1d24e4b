import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { isMailConfigured } from "~/shared/mail/send-mail.server";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { handleRecordAction } from "../record-action.server";
import { listImageChoices } from "../record-images.server";
import { RecordPanel } from "../ui/record-panel";
import { VolunteerApplications } from "../ui/volunteer-applications";
import { VolunteerFigures } from "../ui/volunteer-figures";
import {
  countVolunteerFigures,
  decideApplication,
  listApplications,
  logHours,
} from "../volunteers/applications.server";
import { opportunityFields, opportunityTypes } from "../volunteers/opportunity-record";
import { loadOpportunityItems, opportunityKind } from "../volunteers/volunteers.server";
import type { Route } from "./+types/volunteers-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "volunteers");
  if (!user) return null;
  const { db } = getDatabase();
  const [items, imageChoices, applications, figures] = await Promise.all([
    loadOpportunityItems(db),
    listImageChoices(db),
    listApplications(db),
    countVolunteerFigures(db),
  ]);
  return { items, imageChoices, applications, figures, mailConfigured: isMailConfigured() };
}

export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => {
    const { db } = getDatabase();
    return handleRecordAction(opportunityKind, args, {
      approve: (context) => decideApplication(db, "approve", context),
      decline: (context) => decideApplication(db, "decline", context),
      "log-hours": (context) => logHours(db, context),
    });
  });
}

export default function VolunteersTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <div className="space-y-12">
      <VolunteerFigures figures={loaderData.figures} />
      <VolunteerApplications
        applications={loaderData.applications}
        mailConfigured={loaderData.mailConfigured}
      />
      <RecordPanel
        heading="Opportunities"
        intro="Open opportunities are listed on the Volunteer and Volunteer Vacancies pages, and visitors can apply for them on the apply page."
        noun="opportunity"
        fields={opportunityFields}
        items={loaderData.items}
        imageChoices={loaderData.imageChoices}
        newValues={{ type: opportunityTypes[0], isOpen: true, imageMediaId: "" }}
        emptyText="No opportunities yet."
      />
    </div>
  );
}
