import type { Kysely } from "kysely";
import { readPublishedPageContent } from "~/features/pages/index.server";
import type { Database } from "~/shared/db/database-types";
import { getPage, type PublicPageKey, publicPages } from "~/shared/site/page-registry";
import { type GallerySection, pageImageSections } from "~/shared/site/vocabulary";
import { servingHumanityPage } from "./placement-query";

/**
 * The page Grid Preview shows a gallery section of: the Serving Humanity page when it lays the
 * gallery out (its four), else the first page whose published copy lays it out (About's team and
 * facilities), else the first page whose Page Images sections offer it (Sports' activities),
 * else the Serving Humanity page, where its photos join the gallery at the foot of the page.
 */
export async function findGalleryPreviewPage(db: Kysely<Database>, section: GallerySection) {
  const layouts = await Promise.all(
    publicPages.map(async (page) => ({
      key: page.key as PublicPageKey,
      sections: (await readPublishedPageContent(db, page.key as PublicPageKey)).sections,
    })),
  );
  const laysOut = (key: string) =>
    layouts
      .find((page) => page.key === key)
      ?.sections.some((entry) => "mediaSection" in entry && entry.mediaSection === section);
  const key =
    (laysOut(servingHumanityPage) ? servingHumanityPage : undefined) ??
    layouts.find((page) => laysOut(page.key))?.key ??
    publicPages.find((page) => pageImageSections(page.key).includes(section))?.key ??
    servingHumanityPage;
  const page = getPage(key);
  return { key: page.key, title: page.title };
}
