import type { Kysely } from "kysely";
import { selectVisibleImages, toMediaFile } from "~/features/media/index.server";
import { type ImageChoice, toImageChoice } from "~/features/records";
import type { Database } from "~/shared/db/database-types";
import { type NewsletterPhoto, toNewsletterPhoto } from "./newsletter-photo";

/** As many as a record's chooser offers: the newest first. */
const choiceLimit = 60;

/** A photo the compose form offers: its chooser tile and what the email would show. */
export type NewsletterPhotoChoice = { choice: ImageChoice; photo: NewsletterPhoto };

/**
 * The photos a newsletter may carry: those visitors may see on the website (ADR 0026). A
 * newsletter goes outside the site, so it never offers more than the website shows.
 */
export async function listNewsletterPhotoChoices(
  db: Kysely<Database>,
): Promise<NewsletterPhotoChoice[]> {
  const rows = await selectVisibleImages(db)
    .orderBy("created_at", "desc")
    .limit(choiceLimit)
    .execute();
  return rows.map((row) => {
    const file = toMediaFile(row);
    return { choice: toImageChoice(file), photo: toNewsletterPhoto(file) };
  });
}

/**
 * The photo as it may be sent now, or null when it may not: deleted, switched off, or its consent
 * for the website withdrawn since it was chosen. Asked again before every send.
 */
export async function loadNewsletterPhoto(
  db: Kysely<Database>,
  id: string,
): Promise<NewsletterPhoto | null> {
  const row = await selectVisibleImages(db).where("id", "=", id).executeTakeFirst();
  return row ? toNewsletterPhoto(toMediaFile(row)) : null;
}
