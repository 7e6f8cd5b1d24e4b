import type { MetaDescriptor } from "react-router";

type PageMetaInput = {
  title: string;
  description: string;
  siteName: string;
  canonicalUrl: string;
  noIndex?: boolean;
};

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
    { name: "twitter:card", content: "summary" },
    ...(input.noIndex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}
