import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "~/shared/db/database-types";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { ratingWord } from "~/shared/site/rating-words";
import {
  type AccentColour,
  accentColours,
  type Testimonial,
  testimonials,
} from "~/shared/site/testimonials";
import { actionSuccess } from "~/shared/staff-shell/action-response.server";
import { recordMessages } from "../messages";
import type { RecordActionContext } from "../record-action.server";
import type { RecordListItem } from "../record-fields";
import { loadRecordImages } from "../record-images.server";
import type { RecordKind } from "../record-kind.server";
import { positionAtTop } from "../record-store.server";
import {
  type ReviewStatus,
  reviewSchema,
  reviewStatusLabels,
  type reviewSubmissionSchema,
} from "./review-record";

type ReviewRow = Database["reviews"];

/** How many approved reviews the home carousel shows. */
export const carouselLimit = 8;

export const reviewKind: RecordKind<"reviews", typeof reviewSchema> = {
  table: "reviews",
  tab: "reviews",
  noun: "review",
  title: "Review",
  schema: reviewSchema,
  imageField: "photoMediaId",
  toColumns: (input, existing) => ({
    name: input.name,
    role: input.role,
    rating: input.rating,
    body: input.body,
    photo_media_id: input.photoMediaId,
    colour: input.colour,
    status: input.status,
    origin: existing?.origin ?? "staff",
    consent_to_publish: existing?.consent_to_publish ?? 1,
    approved_at:
      input.status === "approved" ? (existing?.approved_at ?? new Date().toISOString()) : null,
    email: existing?.email ?? null,
  }),
  describe: (row) => `${row.name ?? "Review"}`,
  listOrder: async (db) => [(await listReviewRows(db)).map((row) => row.id)],
  audit: { added: "review-added", changed: "review-changed", deleted: "review-deleted" },
};

function listReviewRows(db: Kysely<Database>) {
  return db.selectFrom("reviews").selectAll().orderBy("position").orderBy("created_at").execute();
}

const statusTone = { pending: "amber", approved: "green", hidden: "slate" } as const;

/** The Reviews tab's list: every review, pending ones marked, in the carousel's order. */
export async function loadReviewItems(db: Kysely<Database>): Promise<RecordListItem[]> {
  const rows = await listReviewRows(db);
  const images = await loadRecordImages(
    db,
    rows.map((row) => row.photo_media_id),
  );
  return rows.map((row, index) => {
    const status = row.status as ReviewStatus;
    const image = row.photo_media_id ? images.get(row.photo_media_id) : undefined;
    return {
      id: row.id,
      version: row.version,
      title: row.name,
      details: [
        [
          `${"★".repeat(row.rating)}${"☆".repeat(5 - row.rating)} ${ratingWord(row.rating) ?? ""}`,
          row.role,
        ]
          .filter(Boolean)
          .join(" · "),
        row.body,
        row.origin === "visitor"
          ? `Sent through the website on ${formatDateTime(row.created_at)}${row.consent_to_publish ? ", with consent to publish" : ""}`
          : `Added by staff on ${formatDateTime(row.created_at)}`,
      ],
      badges: [{ label: reviewStatusLabels[status], tone: statusTone[status] }],
      thumbnail: image ? { src: image.sources[0]?.src ?? "", alt: image.alt } : null,
      values: {
        name: row.name,
        role: row.role,
        rating: String(row.rating),
        body: row.body,
        colour: row.colour,
        status: row.status,
        photoMediaId: row.photo_media_id ?? "",
      },
      actions:
        status === "pending"
          ? [{ intent: "approve", label: "Approve", busyLabel: "Approving..." }]
          : [],
      canMoveUp: index > 0,
      canMoveDown: index < rows.length - 1,
    };
  });
}

/** Approve: only a pending review; it goes to the top of the carousel (newest first). */
export async function approveReview(
  db: Kysely<Database>,
  { form, audit, refuse, actor }: RecordActionContext,
) {
  const id = typeof form.id === "string" ? form.id : "";
  const now = new Date().toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return { ok: false as const, answer: refuse(404, recordMessages.records.gone) };
    if (row.status !== "pending") {
      return { ok: false as const, answer: refuse(409, recordMessages.records.notPending) };
    }
    await trx
      .updateTable("reviews")
      .set({
        status: "approved",
        approved_at: now,
        position: await positionAtTop(trx, "reviews"),
        version: row.version + 1,
        updated_at: now,
        updated_by_email: actor.email,
      })
      .where("id", "=", id)
      .execute();
    return { ok: true as const, approved: row };
  });
  if (!outcome.ok) return outcome.answer;
  await audit({ action: "review-approved", target: outcome.approved.name });
  return actionSuccess(recordMessages.records.approved);
}

/** A visitor's review: stored pending, at the top of the tab's list, until staff approve it. */
export async function insertVisitorReview(
  db: Kysely<Database>,
  input: z.output<typeof reviewSubmissionSchema>,
  now = new Date(),
) {
  const colour = accentFor(input.name);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const position = await positionAtTop(trx, "reviews");
    await trx
      .insertInto("reviews")
      .values({
        id: randomUUID(),
        name: input.name,
        role: input.role,
        rating: input.rating,
        body: input.body,
        photo_media_id: null,
        colour,
        status: "pending",
        origin: "visitor",
        consent_to_publish: input.consent ? 1 : 0,
        approved_at: null,
        email: input.email,
        position,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
        updated_by_email: null,
      })
      .execute();
  });
}

/** Visitors do not choose a colour: spread them by name so the carousel stays varied. */
function accentFor(name: string) {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return accentColours[sum % accentColours.length] ?? "teal";
}

/**
 * The home carousel: the approved reviews in the tab's order (new and newly approved ones first),
 * at most eight; the four built-in ones while none is approved.
 */
export async function loadCarouselTestimonials(
  db: Kysely<Database>,
): Promise<readonly Testimonial[]> {
  const rows = await db
    .selectFrom("reviews")
    .selectAll()
    .where("status", "=", "approved")
    .orderBy("position")
    .orderBy("created_at", "desc")
    .limit(carouselLimit)
    .execute();
  if (rows.length === 0) return testimonials;
  const images = await loadRecordImages(
    db,
    rows.map((row) => row.photo_media_id),
  );
  return rows.map((row: ReviewRow) => {
    const photo = row.photo_media_id ? images.get(row.photo_media_id) : undefined;
    const source = photo?.sources.at(-1);
    return {
      id: row.id,
      quote: row.body,
      author: row.name,
      role: row.role,
      colour: row.colour as AccentColour,
      rating: row.rating,
      ...(photo && source
        ? { photo: { src: source.src, alt: photo.alt, focalPoint: photo.focalPoint } }
        : {}),
    };
  });
}
