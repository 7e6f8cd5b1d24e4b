import type { Kysely } from "kysely";
import type { Database } from "~/db/database-types";
import { getPage } from "./page-registry";
import { loadPageEditorData } from "./page-store.server";
import { isQuickContentPage } from "./quick-content-pages";
import { richTextToPlainText } from "./rich-text";

/** The Content tab's fields for the chosen page: its latest words, as plain text. */
export async function loadQuickContent(db: Kysely<Database>, pageParam: string | null) {
  if (!pageParam || !isQuickContentPage(pageParam)) return null;
  const data = await loadPageEditorData(db, pageParam, 1);
  return {
    page: pageParam,
    route: getPage(pageParam).route,
    headRevisionId: data.headRevisionId,
    title: data.content.mainTitle,
    heroTitle: data.content.heroTitle,
    heroSubtitle: data.content.heroSubtitle,
    content: richTextToPlainText(data.content.mainContent),
    /** Saving here replaces headings, lists and links in the main text with plain paragraphs. */
    hasFormatting: typeof data.content.mainContent !== "string",
  };
}
