import { data } from "react-router";
import { getDatabase } from "~/db/database.server";
import { getSiteOrigin } from "~/lib/site-origin.server";
import { newsletterLinkPaths, readSignedLink } from "~/newsletter/newsletter-links.server";
import {
  buildNewsletterPageMeta,
  NewsletterPage,
  NewsletterPageLink,
  newsletterPageHeaders,
  signUpPath,
} from "~/newsletter/newsletter-page";
import { confirmSubscription } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/newsletter-confirm";

/**
 * GET /newsletter/confirm?s=…&t=…: the link in the sign-up email. A signed link makes the pending
 * address a subscriber; following it again changes nothing and says the same. An altered link is
 * 400; one whose sign-up has gone (expired, or unsubscribed since) is 404.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { db } = getDatabase();
  const canonicalUrl = new URL(newsletterLinkPaths.confirm, getSiteOrigin(request)).href;
  const id = await readSignedLink(db, "confirm", url);
  if (!id) {
    return data({ outcome: "invalid" as const, canonicalUrl }, { status: 400 });
  }
  if (!(await confirmSubscription(db, id))) {
    return data({ outcome: "expired" as const, canonicalUrl }, { status: 404 });
  }
  return data({ outcome: "subscribed" as const, canonicalUrl });
}

export const headers: Route.HeadersFunction = () => newsletterPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildNewsletterPageMeta("Newsletter", loaderData?.canonicalUrl, matches);

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  switch (loaderData.outcome) {
    case "subscribed":
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
