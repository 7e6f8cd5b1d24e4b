import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { handleNewsletterAction } from "../newsletter-action.server";
import { listRecentNewsletters } from "../newsletter-history.server";
import { listNewsletterPhotoChoices } from "../newsletter-photo.server";
import { findSendingProblem, findSignupConfirmation } from "../newsletter-readiness.server";
import { countSubscriberFigures, listSubscribers } from "../subscribers.server";
import { NewsletterCompose } from "../ui/newsletter-compose";
import { NewsletterFigures } from "../ui/newsletter-figures";
import { NewsletterProgressList } from "../ui/newsletter-progress";
import { NewsletterSubscribers } from "../ui/newsletter-subscribers";
import type { Route } from "./+types/newsletter-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "newsletter");
  if (!user) return null;
  const { db } = getDatabase();
  const [figures, subscribers, newsletters, photoChoices] = await Promise.all([
    countSubscriberFigures(db),
    listSubscribers(db),
    listRecentNewsletters(db),
    listNewsletterPhotoChoices(db),
  ]);
  return {
    photoChoices,
    figures,
    subscribers,
    newsletters,
    sendingProblem: findSendingProblem(),
    confirmation: findSignupConfirmation(),
    staffEmail: user.email,
  };
}

export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => handleNewsletterAction(args));
}

export default function NewsletterTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const {
    figures,
    subscribers,
    newsletters,
    photoChoices,
    sendingProblem,
    confirmation,
    staffEmail,
  } = loaderData;
  return (
    <div className="space-y-12">
      <NewsletterFigures figures={figures} />
      <NewsletterCompose
        photoChoices={photoChoices}
        subscribers={figures.subscribers}
        sendingProblem={sendingProblem}
        sendingNow={newsletters.some((newsletter) => newsletter.sending)}
        staffEmail={staffEmail}
      />
      <NewsletterProgressList newsletters={newsletters} />
      <NewsletterSubscribers subscribers={subscribers} confirmation={confirmation} />
    </div>
  );
}
