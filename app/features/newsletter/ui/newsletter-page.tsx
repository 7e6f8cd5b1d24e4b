import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { PageHero } from "~/features/pages";
import { cn } from "~/shared/lib/class-names";
import { getPage } from "~/shared/site/page-registry";
import { buildPageMeta, siteNameFromMatches } from "~/shared/site/seo";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";

/** Where a visitor signs up again: the sign-up form on the News page. */
export const signUpPath = `${getPage("news-events").route}#newsletter`;

/**
 * The confirm and unsubscribe pages' meta: kept out of search engines, since they only make sense
 * from a link in someone's own email.
 */
export function buildNewsletterPageMeta(
  title: string,
  canonicalUrl: string | undefined,
  matches: Parameters<typeof siteNameFromMatches>[0],
): MetaDescriptor[] {
  if (!canonicalUrl) return [];
  return buildPageMeta({
    title,
    description: "Your subscription to our newsletter.",
    siteName: siteNameFromMatches(matches),
    canonicalUrl,
    noIndex: true,
  });
}

/**
 * Personal answers: never kept by a browser or a proxy's cache. Their address holds a signed
 * link, so other sites are told nothing of it, not even our origin. Not `no-referrer`: browsers
 * then send `Origin: null` with the page's own button, which the cross-site guard refuses.
 */
export const newsletterPageHeaders = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
};

/** One of the newsletter's own public pages: a heading and a few plain words in the site's frame. */
export function NewsletterPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHero pageTitle={title} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 text-lg leading-relaxed text-slate-700 sm:px-6 sm:py-16 dark:text-slate-300">
        {children}
      </div>
    </>
  );
}

/** A link styled as the site's main button, e.g. back to the home page. */
export function NewsletterPageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <a href={to} className={cn(buttonBase, buttonStyles.primary)}>
        {children}
      </a>
    </p>
  );
}
