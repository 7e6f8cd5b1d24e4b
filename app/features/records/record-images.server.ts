import type { Kysely } from "kysely";
import { toPageImage } from "~/features/media";
import { type MediaRow, selectVisibleImages, toMediaFile } from "~/features/media/index.server";
import type { PageImage } from "~/features/pages";
import type { Database } from "~/shared/db/database-types";
import { type ImageChoice, toImageChoice } from "./image-choice";

const choiceLimit = 60;

export async function listImageChoices(db: Kysely<Database>): Promise<ImageChoice[]> {
  const rows = await selectVisibleImages(db)
    .orderBy("created_at", "desc")
    .limit(choiceLimit)
    .execute();
  return rows.map((row) => toImageChoice(toMediaFile(row)));
}

/** True when a record may show this file: an active image whose consent allows the website. */
export async function isChoosableImage(db: Kysely<Database>, id: string) {
  return !!(await selectVisibleImages(db).select("id").where("id", "=", id).executeTakeFirst());
}

/**
 * The pictures of records about to be shown, by file id. A file that was deleted, switched off or
 * whose consent was withdrawn is simply absent: the record shows without it.
 */
export async function loadRecordImages(
  db: Kysely<Database>,
  ids: readonly (string | null)[],
): Promise<Map<string, PageImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows: MediaRow[] = await selectVisibleImages(db).where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, toPageImage(toMediaFile(row))]));
}
