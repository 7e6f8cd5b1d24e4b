import type { Kysely } from "kysely";

/**
 * Newsletters gain formatting and a photo (issue 39 item 10, ADR 0038): `content` holds a
 * rich-text document as JSON, and `photo_id` the library photo shown under the subject, if any.
 * Newsletters written before were plain text, paragraphs split by a blank line and line breaks
 * kept inside them; they are rewritten here as the same paragraphs and line breaks, so a send cut
 * short by the upgrade carries on and every stored newsletter has one shape.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("newsletters").addColumn("photo_id", "text").execute();
  const rows: { id: string; content: string }[] = await db
    .selectFrom("newsletters")
    .select(["id", "content"])
    .execute();
  for (const row of rows) {
    await db
      .updateTable("newsletters")
      .set({ content: JSON.stringify(plainTextToDoc(row.content)) })
      .where("id", "=", row.id)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("newsletters").dropColumn("photo_id").execute();
}

/** As the plain-text newsletter read: a blank line ends a paragraph, a single one breaks a line. */
function plainTextToDoc(content: string) {
  const paragraphs = content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({
      type: "paragraph",
      content: paragraph
        .split(/\r?\n/)
        .flatMap((line, index) => [
          ...(index > 0 ? [{ type: "hardBreak" }] : []),
          ...(line ? [{ type: "text", text: line }] : []),
        ]),
    }));
  return { type: "doc", content: paragraphs.length > 0 ? paragraphs : [{ type: "paragraph" }] };
}
