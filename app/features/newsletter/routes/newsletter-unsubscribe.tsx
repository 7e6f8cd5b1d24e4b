import { data } from "react-router";
import { getDatabase } from "~/shared/db/database.server";
import { cn } from "~/shared/lib/class-names";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { newsletterLinkPaths, readSignedLink } from "../newsletter-links.server";
import { unsubscribe } from "../subscribers.server";
import {
  buildNewsletterPageMeta,
  NewsletterPage,
  NewsletterPageLink,
  newsletterPageHeaders,
  signUpPath,
} from "../ui/newsletter-page";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * GET /newsletter/unsubscribe?s=…&t=…: the link at the end of every newsletter. It only shows a
 * button: mail systems open links to check them, and that must not unsubscribe anyone.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const canonicalUrl = new URL(newsletterLinkPaths.unsubscribe, getSiteOrigin(request)).href;
  const id = await readSignedLink(getDatabase().db, "unsubscribe", url);
  return data({ valid: id !== null, canonicalUrl }, { status: id ? 200 : 400 });
}

/**
 * POST to the same address: the button, or a mail program's one-click unsubscribe (RFC 8058: a
 * form body of `List-Unsubscribe=One-Click`, with no cookies). Either way the signed link is all
 * that counts, and someone already removed is told the same.
 */
export async function action({ url }: Route.ActionArgs) {
  const { db } = getDatabase();
  const id = await readSignedLink(db, "unsubscribe", url);
  if (!id) return data({ unsubscribed: false }, { status: 400 });
  await unsubscribe(db, id);
  return { unsubscribed: true };
}

export const headers: Route.HeadersFunction = () => newsletterPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildNewsletterPageMeta("Unsubscribe", loaderData?.canonicalUrl, matches);

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { charityName, email } = useSiteSettings();
  if (actionData?.unsubscribed) {
    return (
      <NewsletterPage title="You have been unsubscribed">
        <p>
          You will get no more newsletters from {charityName}, and your email address has been
          deleted from our list.
        </p>
        <p>
          If you change your mind, you are welcome to{" "}
          <a href={signUpPath} className="font-semibold underline underline-offset-4">
            sign up again
          </a>{" "}
          at any time.
        </p>
        <NewsletterPageLink to="/">Back to the home page</NewsletterPageLink>
      </NewsletterPage>
    );
  }
  if (!loaderData.valid) {
    return (
      <NewsletterPage title="This link does not work">
        <p>
          Part of the link may have been lost when it was copied. Please use the unsubscribe link at
          the end of any of our newsletters, or email us at{" "}
          <a href={`mailto:${email}`} className="font-semibold underline underline-offset-4">
            {email}
          </a>{" "}
          and we will take you off the list.
        </p>
        <NewsletterPageLink to="/">Back to the home page</NewsletterPageLink>
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title="Unsubscribe from our newsletter">
      <p>
        Press the button to stop getting the {charityName} newsletter. We will delete your email
        address from our list.
      </p>
      {/* A plain form: it posts to this same address, signed link included, with or without JavaScript. */}
      <form method="post">
        <button type="submit" className={cn(buttonBase, buttonStyles.primary)}>
          Unsubscribe
        </button>
      </form>
      <p>Changed your mind? Just close this page: nothing changes until you press the button.</p>
    </NewsletterPage>
  );
}
