import type { PublicPageKey } from "~/shared/site/page-registry";

/** The Content tab's pages (§2), each one of the registry's page keys. */
export const quickContentPages = [
  "homepage",
  "about",
  "mission",
  "difference",
  "facilities",
  "youth-provision",
  "sports",
  "contact",
] as const satisfies readonly PublicPageKey[];

export function isQuickContentPage(key: string): key is (typeof quickContentPages)[number] {
  return (quickContentPages as readonly string[]).includes(key);
}
