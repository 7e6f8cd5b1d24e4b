import { afterAll, beforeAll, expect, test } from "vitest";
import { renderNewsletterMail } from "../../app/features/newsletter/newsletter-mail.server";
import { readStoredContent } from "../../app/features/newsletter/stored-newsletter";
import { richTextDocSchema } from "../../app/features/pages/rich-text";
import { migrateDatabase } from "../../app/shared/db/migrate.server";
import { openUnmigratedDatabase } from "../support/unmigrated-database";

/**
 * Migration 0025 on newsletters written as plain text (one still going out): each becomes the
 * rich-text document of the same paragraphs and line breaks, with no photo, and renders as before.
 */

let unmigrated: Awaited<ReturnType<typeof openUnmigratedDatabase>>;

beforeAll(async () => {
  unmigrated = await openUnmigratedDatabase("newsletter-migration");
});
afterAll(async () => {
  await unmigrated?.close();
});

const lastWeek = "2026-11-22T10:00:00.000Z";

function oldNewsletter(id: string, content: string, status: string) {
  return {
    id,
    template: "custom",
    subject: `Subject ${id}`,
    content,
    status,
    recipient_count: 1,
    created_by_email: "editor@example.org",
    created_at: lastWeek,
    finished_at: status === "sent" ? lastWeek : null,
  };
}

const text = (value: string) => ({ type: "text", text: value });

test("plain-text newsletters become documents of the same paragraphs and line breaks", async () => {
  const { database, location, migrator } = unmigrated;
  expect((await migrator.migrateTo("0023-registration-children")).error).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: the old schema is not today's table type.
  const old = database.db as any;
  await old
    .insertInto("newsletters")
    .values([
      oldNewsletter(
        "going-out",
        "First line,\nsame paragraph.\r\n\r\n  \nSecond <b>paragraph</b> & more.\n\n",
        "sending",
      ),
      oldNewsletter("sent", "Just one.", "sent"),
      oldNewsletter("blank", "   ", "sent"),
    ])
    .execute();

  await migrateDatabase(location);

  const rows = await database.db
    .selectFrom("newsletters")
    .select(["id", "content", "photo_id"])
    .orderBy("id")
    .execute();
  const stored = Object.fromEntries(rows.map((row) => [row.id, JSON.parse(row.content)]));
  expect(stored).toEqual({
    blank: { type: "doc", content: [{ type: "paragraph" }] },
    "going-out": {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [text("First line,"), { type: "hardBreak" }, text("same paragraph.")],
        },
        { type: "paragraph", content: [text("Second <b>paragraph</b> & more.")] },
      ],
    },
    sent: { type: "doc", content: [{ type: "paragraph", content: [text("Just one.")] }] },
  });
  expect(rows.map((row) => row.photo_id)).toEqual([null, null, null]);
  for (const row of rows) expect(richTextDocSchema.safeParse(stored[row.id]).success).toBe(true);

  // The one still going out renders as its plain text did: a line break inside, words escaped.
  const goingOut = rows.find((row) => row.id === "going-out");
  const mail = renderNewsletterMail({
    charityName: "Northfold Youth",
    subject: "Subject going-out",
    content: readStoredContent(goingOut?.content ?? ""),
    photo: null,
    origin: "https://www.example.org",
    unsubscribeLink: "https://www.example.org/u",
  });
  expect(mail.html).toContain("First line,<br>same paragraph.</p>");
  expect(mail.html).toContain("Second &lt;b&gt;paragraph&lt;/b&gt; &amp; more.</p>");
  expect(mail.text).toContain("First line,\nsame paragraph.\n\nSecond <b>paragraph</b> & more.");
});
