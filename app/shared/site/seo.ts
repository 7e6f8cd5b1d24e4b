import type { MetaDescriptor } from "react-router";
import { getPage, type PageKey } from "./page-registry";
import { defaultSiteSettings, type SiteSettings } from "./site-settings";

type PageMetaInput = {
  title: string;
  description: string;
  siteName: string;
  canonicalUrl: string;
  noIndex?: boolean;
  /** A social preview (og:image): an absolute URL, its size and its alt text. */
  image?: SocialImageMeta | null;
};

export type SocialImageMeta = { url: string; width: number; height: number; alt: string };

export function formatDocumentTitle(pageTitle: string, siteName: string) {
  return `${pageTitle} | ${siteName}`;
}

export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = formatDocumentTitle(input.title, input.siteName);
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: input.canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: input.canonicalUrl },
    ...(input.image
      ? [
          { property: "og:image", content: input.image.url },
          { property: "og:image:width", content: String(input.image.width) },
          { property: "og:image:height", content: String(input.image.height) },
          { property: "og:image:alt", content: input.image.alt },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
    ...(input.noIndex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}

/** The charity's name from the root loader's settings, for a route's meta function. */
export function siteNameFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { settings?: SiteSettings }
    | undefined;
  return root?.settings?.charityName ?? defaultSiteSettings.charityName;
}

/** Staff pages: a title, and kept out of search engines. */
export function buildStaffPageMeta(
  key: PageKey,
  matches: Parameters<typeof siteNameFromMatches>[0],
): MetaDescriptor[] {
  return buildStaffMeta(getPage(key).title, matches);
}

/** The same for a staff page outside the registry (the sign-in page's forgotten-password pages). */
export function buildStaffMeta(
  title: string,
  matches: Parameters<typeof siteNameFromMatches>[0],
): MetaDescriptor[] {
  return [
    { title: formatDocumentTitle(title, siteNameFromMatches(matches)) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
