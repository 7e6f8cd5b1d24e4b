import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { handleRecordAction } from "../record-action.server";
import { listImageChoices } from "../record-images.server";
import { reviewFields } from "../reviews/review-record";
import { approveReview, loadReviewItems, reviewKind } from "../reviews/reviews.server";
import { RecordPanel } from "../ui/record-panel";
import type { Route } from "./+types/reviews-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "reviews");
  if (!user) return null;
  const { db } = getDatabase();
  const [items, imageChoices] = await Promise.all([loadReviewItems(db), listImageChoices(db)]);
  return { items, imageChoices };
}

export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() =>
    handleRecordAction(reviewKind, args, {
      approve: (context) => approveReview(getDatabase().db, context),
    }),
  );
}

const newReview = { rating: "5", colour: "teal", status: "approved", photoMediaId: "" };

export default function ReviewsTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const pending = loaderData.items.filter((item) =>
    item.actions.some((action) => action.intent === "approve"),
  ).length;
  return (
    <RecordPanel
      heading="Reviews"
      intro={
        <>
          Approved reviews show in the home page's carousel, newest first (at most eight). Reviews
          sent through the website wait here as Pending until you approve them.
          {pending > 0 ? <strong> {pending} waiting for approval.</strong> : null}
        </>
      }
      noun="review"
      fields={reviewFields}
      items={loaderData.items}
      imageChoices={loaderData.imageChoices}
      newValues={newReview}
      emptyText="No reviews yet."
    />
  );
}
