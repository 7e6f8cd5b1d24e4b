import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { toRecordImage } from "~/features/pages";
import type { Database } from "~/shared/db/database-types";
import type { RecordListItem } from "../record-fields";
import { loadRecordImages } from "../record-images.server";
import type { RecordKind } from "../record-kind.server";
import type { ApplicationInput } from "./application-record";
import { opportunitySchema } from "./opportunity-record";
import type { SiteOpportunity } from "./site-opportunity";

type OpportunityRow = Database["volunteer_opportunities"];

export const opportunityKind: RecordKind<"volunteer_opportunities", typeof opportunitySchema> = {
  table: "volunteer_opportunities",
  tab: "volunteers",
  noun: "opportunity",
  title: "Opportunity",
  schema: opportunitySchema,
  imageField: "imageMediaId",
  toColumns: (input) => ({
    title: input.title,
    type: input.type,
    time_commitment: input.timeCommitment,
    skills: input.skills,
    description: input.description,
    image_media_id: input.imageMediaId,
    is_open: input.isOpen ? 1 : 0,
  }),
  describe: (row) => row.title ?? "Opportunity",
  listOrder: async (db) => [(await listOpportunityRows(db)).map((row) => row.id)],
  audit: {
    added: "opportunity-added",
    changed: "opportunity-changed",
    deleted: "opportunity-deleted",
  },
};

function listOpportunityRows(db: Kysely<Database>, onlyOpen = false) {
  let query = db.selectFrom("volunteer_opportunities").selectAll();
  if (onlyOpen) query = query.where("is_open", "=", 1);
  return query.orderBy("position").orderBy("created_at").execute();
}

async function toSiteOpportunities(db: Kysely<Database>, rows: OpportunityRow[]) {
  const images = await loadRecordImages(
    db,
    rows.map((row) => row.image_media_id),
  );
  return rows.map((row): SiteOpportunity => {
    const image = row.image_media_id ? images.get(row.image_media_id) : undefined;
    return {
      id: row.id,
      title: row.title,
      type: row.type,
      timeCommitment: row.time_commitment,
      skills: row.skills,
      description: row.description,
      image: toRecordImage(image),
    };
  });
}

export async function loadOpportunityItems(db: Kysely<Database>): Promise<RecordListItem[]> {
  const rows = await listOpportunityRows(db);
  const opportunities = await toSiteOpportunities(db, rows);
  return opportunities.map((opportunity, index) => {
    const row = rows[index] as OpportunityRow;
    const open = row.is_open === 1;
    return {
      id: row.id,
      version: row.version,
      title: opportunity.title,
      details: [
        `${opportunity.type} · ${opportunity.timeCommitment}`,
        opportunity.description,
        opportunity.skills ? `Skills: ${opportunity.skills}` : "",
      ].filter(Boolean),
      badges: [open ? { label: "Open", tone: "green" } : { label: "Closed", tone: "slate" }],
      thumbnail: opportunity.image,
      values: {
        title: row.title,
        type: row.type,
        timeCommitment: row.time_commitment,
        skills: row.skills,
        description: row.description,
        imageMediaId: row.image_media_id ?? "",
        isOpen: open,
      },
      actions: [],
      canMoveUp: index > 0,
      canMoveDown: index < rows.length - 1,
    };
  });
}

/** The open opportunities, in the tab's order, for the public volunteer pages and the form. */
export async function loadOpenOpportunities(db: Kysely<Database>) {
  return toSiteOpportunities(db, await listOpportunityRows(db, true));
}

export class OpportunityClosed extends Error {}

/** Stores an application for an open opportunity (a closed or deleted one is refused). */
export async function insertApplication(
  db: Kysely<Database>,
  input: ApplicationInput,
  now = new Date(),
) {
  const opportunity = await db
    .selectFrom("volunteer_opportunities")
    .select(["id", "title"])
    .where("id", "=", input.opportunityId)
    .where("is_open", "=", 1)
    .executeTakeFirst();
  if (!opportunity) throw new OpportunityClosed();
  const stamp = now.toISOString();
  const under18 = input.over18 === "no";
  await db
    .insertInto("volunteer_applications")
    .values({
      id: randomUUID(),
      opportunity_id: opportunity.id,
      opportunity_title: opportunity.title,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      reason: input.reason,
      availability: input.availability,
      over_18: under18 ? 0 : 1,
      guardian_name: under18 ? input.guardianName : null,
      guardian_contact: under18 ? input.guardianContact : null,
      status: "new",
      decision_note: null,
      decided_at: null,
      decided_by_email: null,
      applicant_emailed_at: null,
      hours: 0,
      version: 1,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return { opportunityTitle: opportunity.title };
}
