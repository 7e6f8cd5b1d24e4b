import { data } from "react-router";
import { getDatabase } from "~/shared/db/database.server";
import { cn } from "~/shared/lib/class-names";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { newsletterLinkPaths, readSignedLink } from "../newsletter-links.server";
import { confirmSubscription, readSignupState } from "../subscribers.server";
import {
  buildNewsletterPageMeta,
  NewsletterPage,
  NewsletterPageLink,
  newsletterPageHeaders,
  signUpPath,
} from "../ui/newsletter-page";
import type { Route } from "./+types/newsletter-confirm";

/** What the page says: a button to press, the answer to pressing it, or why the link fails. */
type ConfirmPageState = "waiting" | "confirmed" | "already-subscribed" | "expired" | "invalid";

/** An altered link is 400; one whose sign-up has gone (expired, or unsubscribed since) is 404. */
function answer(state: ConfirmPageState, extra: { canonicalUrl?: string } = {}) {
  const status = state === "invalid" ? 400 : state === "expired" ? 404 : 200;
  return data({ state, ...extra }, { status });
}

/**
 * GET /newsletter/confirm?s=…&t=…: the link in the sign-up email. It only shows a Confirm
 * button: mail systems open links to check them, and that must not confirm a sign-up someone
 * else made with this address. It changes nothing, so it may be opened any number of times.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { db } = getDatabase();
  const canonicalUrl = new URL(newsletterLinkPaths.confirm, getSiteOrigin(request)).href;
  const id = await readSignedLink(db, "confirm", url);
  if (!id) return answer("invalid", { canonicalUrl });
  const signup = await readSignupState(db, id);
  const state =
    signup === "pending" ? "waiting" : signup === "gone" ? "expired" : "already-subscribed";
  return answer(state, { canonicalUrl });
}

/**
 * POST to the same address (the button, with or without JavaScript): the signed link makes the
 * pending address a subscriber; pressing it again changes nothing and says so.
 */
export async function action({ url }: Route.ActionArgs) {
  const { db } = getDatabase();
  const id = await readSignedLink(db, "confirm", url);
  if (!id) return answer("invalid");
  const outcome = await confirmSubscription(db, id);
  return answer(
    outcome === "confirmed" ? "confirmed" : outcome === "gone" ? "expired" : "already-subscribed",
  );
}

export const headers: Route.HeadersFunction = () => newsletterPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildNewsletterPageMeta("Newsletter", loaderData?.canonicalUrl, matches);

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { charityName } = useSiteSettings();
  switch (actionData?.state ?? loaderData.state) {
    case "waiting":
      return (
        <NewsletterPage title="Confirm your subscription">
          <p>
            Press the button to confirm that you want the {charityName} newsletter at this email
            address.
          </p>
          {/* A plain form: it posts to this same address, signed link included, with or without JavaScript. */}
          <form method="post">
            <button type="submit" className={cn(buttonBase, buttonStyles.primary)}>
              Confirm
            </button>
          </form>
          <p>Did not sign up? Just close this page: nothing is sent until the button is pressed.</p>
        </NewsletterPage>
      );
    case "confirmed":
      return (
        <NewsletterPage title="You're subscribed">
          <p>
            Thank you for confirming your email address. Our newsletter will come to you from the
            next issue.
          </p>
          <p>Every newsletter ends with a link to unsubscribe, whenever you like.</p>
          <NewsletterPageLink to="/">Back to the home page</NewsletterPageLink>
        </NewsletterPage>
      );
    case "already-subscribed":
      return (
        <NewsletterPage title="You're already subscribed">
          <p>This email address is confirmed already: there is nothing more to do.</p>
          <p>Every newsletter ends with a link to unsubscribe, whenever you like.</p>
          <NewsletterPageLink to="/">Back to the home page</NewsletterPageLink>
        </NewsletterPage>
      );
    case "expired":
      return (
        <NewsletterPage title="This link has expired">
          <p>
            A link to confirm a subscription works for a few days only, and this one no longer does.
            Please sign up again.
          </p>
          <NewsletterPageLink to={signUpPath}>Sign up again</NewsletterPageLink>
        </NewsletterPage>
      );
    default:
      return (
        <NewsletterPage title="This link does not work">
          <p>
            Part of the link may have been lost when it was copied. Please open it straight from the
            email, or sign up again.
          </p>
          <NewsletterPageLink to={signUpPath}>Sign up again</NewsletterPageLink>
        </NewsletterPage>
      );
  }
}
