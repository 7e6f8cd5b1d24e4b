import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";
import { renderMail } from "~/shared/mail/mail-layout";
import { isMailConfigured, sendMail } from "~/shared/mail/send-mail.server";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { actionSuccess } from "~/shared/staff-shell/action-response.server";
import { recordMessages } from "../messages";
import type { RecordActionContext } from "../record-action.server";
import { type ApplicationStatus, decisionSchema, hoursSchema } from "./application-record";
import type { ApplicationSummary } from "./application-summary";

type ApplicationRow = Database["volunteer_applications"];

/** How many applications the tab lists, newest first. */
const applicationsShown = 200;
const newWindowDays = 30;

function toSummary(row: ApplicationRow): ApplicationSummary {
  return {
    id: row.id,
    version: row.version,
    opportunityTitle: row.opportunity_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    reason: row.reason,
    availability: row.availability,
    over18: row.over_18 === 1,
    guardianName: row.guardian_name,
    guardianContact: row.guardian_contact,
    status: row.status as ApplicationStatus,
    decisionNote: row.decision_note,
    decidedAt: row.decided_at,
    decidedByEmail: row.decided_by_email,
    applicantEmailedAt: row.applicant_emailed_at,
    hours: Number(row.hours),
    createdAt: row.created_at,
  };
}

export async function listApplications(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("volunteer_applications")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(applicationsShown)
    .execute();
  return rows.map(toSummary);
}

/**
 * The tab's figures, counted from the applications: volunteers approved (distinct addresses),
 * applications in the last 30 days, those waiting for an answer, and the hours staff logged.
 */
export async function countVolunteerFigures(db: Kysely<Database>, now = new Date()) {
  const since = new Date(now.getTime() - newWindowDays * 86_400_000).toISOString();
  const row = await db
    .selectFrom("volunteer_applications")
    .select((eb) => [
      eb.fn.count<number>("email").distinct().filterWhere("status", "=", "approved").as("active"),
      eb.fn.countAll<number>().filterWhere("created_at", ">=", since).as("recent"),
      eb.fn.countAll<number>().filterWhere("status", "=", "new").as("waiting"),
      eb.fn.sum<number>("hours").as("hours"),
    ])
    .executeTakeFirst();
  return {
    activeVolunteers: Number(row?.active ?? 0),
    newInLast30Days: Number(row?.recent ?? 0),
    waiting: Number(row?.waiting ?? 0),
    hoursLogged: Number(row?.hours ?? 0),
  };
}

/** Why an application was not changed: it is gone (404), or not in the state the change needs (409). */
async function refuseUnchanged(
  db: Kysely<Database>,
  id: string,
  refuse: RecordActionContext["refuse"],
  conflict: string,
) {
  const exists = await db
    .selectFrom("volunteer_applications")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  const failedTitle = recordMessages.records.applicationFailedTitle;
  return exists
    ? refuse(409, conflict, failedTitle)
    : refuse(404, recordMessages.records.gone, failedTitle);
}

const decisions = {
  approve: { status: "approved", label: "Approved", audit: "application-approved" },
  decline: { status: "rejected", label: "Declined", audit: "application-declined" },
} as const;

/**
 * Approve or Decline a new application (once: a second answer is refused with 409), then tell
 * the applicant by email. The answer is saved whether or not the email could be sent; staff are
 * told which.
 */
export async function decideApplication(
  db: Kysely<Database>,
  decision: keyof typeof decisions,
  { form, actor, audit, refuse }: RecordActionContext,
) {
  const parsed = decisionSchema.safeParse(form);
  const failedTitle = recordMessages.records.applicationFailedTitle;
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? recordMessages.records.gone, failedTitle);
  }
  const { id, version, note } = parsed.data;
  const outcome = decisions[decision];
  const now = new Date().toISOString();
  const result = await db
    .updateTable("volunteer_applications")
    .set({
      status: outcome.status,
      decision_note: note || null,
      decided_at: now,
      decided_by_email: actor.email,
      version: version + 1,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("version", "=", version)
    .where("status", "=", "new")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    return refuseUnchanged(db, id, refuse, recordMessages.records.applicationDecided);
  }
  const application = await db
    .selectFrom("volunteer_applications")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await audit({
    action: outcome.audit,
    target: `${application.name} (${application.opportunity_title})`,
    detail: note || null,
  });
  const emailed = await emailApplicant(db, application, decision);
  const mail = emailed ? "sent" : isMailConfigured() ? "failed" : "not-set-up";
  return actionSuccess(recordMessages.records.applicationAnswered(outcome.label, mail));
}

async function emailApplicant(
  db: Kysely<Database>,
  application: ApplicationRow,
  decision: keyof typeof decisions,
) {
  const { charityName, email: charityEmail } = await loadSiteSettings(db);
  const role = application.opportunity_title;
  const paragraphs =
    decision === "approve"
      ? [
          `Thank you for applying to volunteer as ${role}. We would love you to join us.`,
          "We will be in touch soon to arrange a friendly chat, references and a DBS check, then your induction.",
        ]
      : [
          `Thank you for applying to volunteer as ${role}. We are sorry, but we cannot offer you this role at the moment.`,
          "We are grateful for your interest and hope you will look at our other opportunities in future.",
        ];
  if (application.decision_note) paragraphs.push(application.decision_note);
  const mail = renderMail({
    charityName,
    heading: `Hello ${application.name},`,
    paragraphs,
    footer: `Questions? Reply to this email or write to ${charityEmail}.`,
  });
  const { delivered } = await sendMail(
    {
      to: application.email,
      subject: `Your volunteer application: ${role}`,
      replyTo: charityEmail,
      ...mail,
    },
    { charityName },
  );
  if (delivered) {
    await db
      .updateTable("volunteer_applications")
      .set({ applicant_emailed_at: new Date().toISOString() })
      .where("id", "=", application.id)
      .execute();
  } else {
    logger.info("volunteer applicant not emailed", { application: application.id });
  }
  return delivered;
}

/** Adds hours a volunteer gave to their approved application. */
export async function logHours(db: Kysely<Database>, { form, audit, refuse }: RecordActionContext) {
  const failedTitle = recordMessages.records.applicationFailedTitle;
  const parsed = hoursSchema.safeParse(form);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? "Check the hours.", failedTitle);
  }
  const { id, hours } = parsed.data;
  const result = await db
    .updateTable("volunteer_applications")
    .set((eb) => ({ hours: eb("hours", "+", hours), updated_at: new Date().toISOString() }))
    .where("id", "=", id)
    .where("status", "=", "approved")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    return refuseUnchanged(db, id, refuse, recordMessages.records.hoursOnlyApproved);
  }
  const row = await db
    .selectFrom("volunteer_applications")
    .select(["name", "hours"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await audit({ action: "application-hours-logged", target: row.name, detail: `+${hours} hours` });
  return actionSuccess({
    ...recordMessages.records.hoursLogged,
    description: `${row.name} has given ${Number(row.hours)} hours in all.`,
  });
}
