import type { Kysely } from "kysely";
import { listChildNames, readRegisteredChildren } from "~/features/enquiries";
import { buildMediaLibraryHref } from "~/features/media";
import { listPageApprovals } from "~/features/pages/index.server";
import { findExampleSessions } from "~/features/records/index.server";
import { hasRole, type Role } from "~/shared/auth/roles";
import type { Database } from "~/shared/db/database-types";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { countMailFailuresSince } from "~/shared/mail/mail-failures.server";
import { mailNotSetUpExplanation } from "~/shared/mail/mail-status";
import { isMailConfigured } from "~/shared/mail/send-mail.server";
import { contactTopicLabel } from "~/shared/site/enquiry-vocabulary";
import { listExampleGroups } from "~/shared/site/example-details";
import { getPage, type PublicPageKey } from "~/shared/site/page-registry";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import {
  type AttentionEntry,
  type AttentionItem,
  type AttentionKind,
  attentionEntryLimit,
  sortAttentionItems,
} from "~/shared/staff-shell/attention-items";
import {
  exampleDetailsNote,
  exampleGroupLabels,
  exampleSessionsNote,
  mailFailuresNote,
} from "~/shared/staff-shell/attention-vocabulary";

type Db = Kysely<Database>;

const pageHref = (key: string) => adminTabPath("pages", new URLSearchParams({ page: key }));

/** One kind's count and newest few rows, read in two small queries. */
async function readKind<Row extends { at: string }>(
  count: Promise<{ count: string | number | bigint } | undefined>,
  newest: Promise<Row[]>,
) {
  const [total, rows] = await Promise.all([count, newest]);
  return { count: Number(total?.count ?? 0), rows };
}

function item(
  kind: AttentionKind,
  tab: AttentionItem["tab"],
  href: string,
  found: { count: number; rows: { at: string }[] },
  entries: AttentionEntry[],
): AttentionItem {
  return { kind, tab, href, count: found.count, newestAt: found.rows[0]?.at ?? null, entries };
}

function loadEnquiries(db: Db, kind: "registration" | "contact") {
  const waiting = () =>
    db.selectFrom("enquiries").where("kind", "=", kind).where("status", "=", "new");
  return readKind(
    waiting()
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst(),
    waiting()
      .select([
        "id",
        "name",
        "topic",
        "children",
        "child_first_name",
        "child_age",
        "activities",
        "support_needs",
        "photo_consent",
        "created_at as at",
      ])
      .orderBy("created_at", "desc")
      .limit(attentionEntryLimit)
      .execute(),
  );
}

async function loadArrivals(db: Db): Promise<AttentionItem[]> {
  const pendingReviews = () => db.selectFrom("reviews").where("status", "=", "pending");
  const newApplications = () => db.selectFrom("volunteer_applications").where("status", "=", "new");
  const undecidedFiles = () => db.selectFrom("media_files").where("children", "=", "unreviewed");
  const [registrations, contactMessages, reviews, applications, files] = await Promise.all([
    loadEnquiries(db, "registration"),
    loadEnquiries(db, "contact"),
    readKind(
      pendingReviews()
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirst(),
      pendingReviews()
        .select(["id", "name", "created_at as at"])
        .orderBy("created_at", "desc")
        .limit(attentionEntryLimit)
        .execute(),
    ),
    readKind(
      newApplications()
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirst(),
      newApplications()
        .select(["id", "name", "opportunity_title", "created_at as at"])
        .orderBy("created_at", "desc")
        .limit(attentionEntryLimit)
        .execute(),
    ),
    readKind(
      undecidedFiles()
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirst(),
      undecidedFiles()
        .select(["id", "original_name", "alt_text", "created_at as at"])
        .orderBy("created_at", "desc")
        .limit(attentionEntryLimit)
        .execute(),
    ),
  ]);
  const enquiryHref = (kind: string) =>
    adminTabPath("enquiries", new URLSearchParams({ kind, status: "new" }));
  const undecidedHref = buildMediaLibraryHref({ undecided: true });
  return [
    item(
      "registrations",
      "enquiries",
      enquiryHref("registration"),
      registrations,
      registrations.rows.map((row) => ({
        label: `${listChildNames(readRegisteredChildren(row))}, registered by ${row.name}`,
        href: `${enquiryHref("registration")}#enquiry-${row.id}`,
        at: row.at,
      })),
    ),
    item(
      "messages",
      "enquiries",
      enquiryHref("contact"),
      contactMessages,
      contactMessages.rows.map((row) => ({
        label: `${row.name}: ${contactTopicLabel(row.topic ?? "")}`,
        href: `${enquiryHref("contact")}#enquiry-${row.id}`,
        at: row.at,
      })),
    ),
    item(
      "reviews",
      "reviews",
      adminTabPath("reviews"),
      reviews,
      reviews.rows.map((row) => ({
        label: `A review by ${row.name}`,
        href: `${adminTabPath("reviews")}#record-${row.id}`,
        at: row.at,
      })),
    ),
    item(
      "applications",
      "volunteers",
      adminTabPath("volunteers"),
      applications,
      applications.rows.map((row) => ({
        label: `${row.name}, for ${row.opportunity_title}`,
        href: `${adminTabPath("volunteers")}#application-${row.id}`,
        at: row.at,
      })),
    ),
    item(
      "consent-decisions",
      "media",
      undecidedHref,
      files,
      files.rows.map((row) => ({
        label: row.alt_text || row.original_name,
        href: undecidedHref,
        at: row.at,
      })),
    ),
  ];
}

/** Pages whose latest words are not public yet, and pages set to publish later. */
async function loadPageWork(db: Db): Promise<AttentionItem[]> {
  const documents = await db
    .selectFrom("page_document")
    .select([
      "page_key",
      "head_revision_id",
      "published_revision_id",
      "scheduled_revision_id",
      "publish_at",
      "updated_at",
    ])
    .execute();
  const title = (key: string) => getPage(key as PublicPageKey).title;
  const drafts = documents
    .filter(
      (doc) =>
        doc.head_revision_id !== doc.published_revision_id &&
        doc.head_revision_id !== doc.scheduled_revision_id,
    )
    .sort((a, b) => (a.updated_at < b.updated_at ? 1 : -1));
  const scheduled = documents
    .filter((doc) => doc.scheduled_revision_id !== null && doc.publish_at !== null)
    .sort((a, b) => ((a.publish_at ?? "") > (b.publish_at ?? "") ? 1 : -1));
  const toFound = (rows: { at: string }[]) => ({ count: rows.length, rows });
  return [
    item(
      "drafts",
      "pages",
      pageHref(drafts[0]?.page_key ?? ""),
      toFound(drafts.map((doc) => ({ at: doc.updated_at }))),
      drafts.slice(0, attentionEntryLimit).map((doc) => ({
        label: title(doc.page_key),
        href: pageHref(doc.page_key),
        at: doc.updated_at,
      })),
    ),
    item(
      "scheduled",
      "pages",
      pageHref(scheduled[0]?.page_key ?? ""),
      toFound(scheduled.map((doc) => ({ at: doc.updated_at }))),
      scheduled.slice(0, attentionEntryLimit).map((doc) => ({
        label: `${title(doc.page_key)}, on ${formatDateTime(doc.publish_at ?? "")}`,
        href: pageHref(doc.page_key),
        at: doc.updated_at,
      })),
    ),
  ];
}

/**
 * Sign-ups made while the site could not email a confirmation link wait for staff to confirm
 * them (ADR 0027); the others wait for their reader's click, not for staff.
 */
async function loadNewsletterSignUps(db: Db): Promise<AttentionItem[]> {
  const pending = () =>
    db
      .selectFrom("newsletter_subscribers")
      .where("status", "=", "pending")
      .where("confirm_by", "=", "staff");
  const found = await readKind(
    pending()
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst(),
    pending()
      .select(["email", "created_at as at"])
      .orderBy("created_at", "desc")
      .limit(attentionEntryLimit)
      .execute(),
  );
  const href = adminTabPath("newsletter");
  return [
    item(
      "newsletter-sign-ups",
      "newsletter",
      href,
      found,
      found.rows.map((row) => ({ label: row.email, href, at: row.at })),
    ),
  ];
}

/** Editors' page changes waiting for an administrator's approval (ADR 0028). */
async function loadApprovals(db: Db): Promise<AttentionItem[]> {
  const approvals = await listPageApprovals(db);
  return [
    item(
      "approvals",
      "pages",
      pageHref(approvals[0]?.pageKey ?? ""),
      { count: approvals.length, rows: approvals.map((row) => ({ at: row.submittedAt })) },
      approvals.slice(0, attentionEntryLimit).map((row) => ({
        label: `${row.title}, from ${row.submittedByEmail ?? "an editor"}`,
        href: pageHref(row.pageKey),
        at: row.submittedAt,
      })),
    ),
  ];
}

/** Timetable sessions seeded as examples that staff have not yet made their own (ADR 0040). */
async function loadExampleSessions(db: Db): Promise<AttentionItem[]> {
  const examples = await findExampleSessions(db, attentionEntryLimit);
  const href = adminTabPath("timetable");
  return [
    {
      kind: "example-sessions",
      tab: "timetable",
      count: examples.count,
      newestAt: null,
      href,
      entries: examples.rows.map((row) => ({
        label: row.name,
        href: `${href}#record-${row.id}`,
        at: null,
      })),
      note: exampleSessionsNote,
    },
  ];
}

/** How far back refused emails are counted: long enough to be seen after a weekend. */
const mailFailureDays = 7;

/**
 * What only an administrator can do: see why emails fail (the activity log, in Users), set up
 * mail, replace the charity details still holding their seeded examples.
 */
async function loadSystemNeeds(db: Db, now: Date): Promise<AttentionItem[]> {
  const settingsHref = adminTabPath("settings");
  const since = new Date(now.getTime() - mailFailureDays * 86_400_000);
  const [settings, failures, lastFailure] = await Promise.all([
    loadSiteSettings(db),
    countMailFailuresSince(db, since),
    db
      .selectFrom("audit_log")
      .select("created_at")
      .where("action", "=", "mail-failed")
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const examples = listExampleGroups(settings);
  const needs: AttentionItem[] = [
    {
      kind: "example-details",
      tab: "settings",
      count: examples.length,
      newestAt: null,
      href: settingsHref,
      entries: examples.map((group) => ({
        label: exampleGroupLabels[group],
        href: settingsHref,
        at: null,
      })),
      note: exampleDetailsNote,
    },
  ];
  if (failures > 0) {
    needs.push({
      kind: "mail-failures",
      tab: "users",
      count: failures,
      newestAt: lastFailure?.created_at ?? null,
      href: adminTabPath("users"),
      entries: [],
      note: mailFailuresNote,
    });
  }
  if (!isMailConfigured()) {
    needs.push({
      kind: "mail-not-set-up",
      tab: "settings",
      count: 1,
      newestAt: null,
      href: settingsHref,
      entries: [],
      note: mailNotSetUpExplanation,
    });
  }
  return needs;
}

/**
 * Everything waiting for this person, newest first: what visitors sent, files nobody has decided
 * about, pages' unpublished and scheduled changes, timetable sessions still seeded examples, and
 * for administrators what the site itself needs. Read on every dashboard screen for the navigation's badges, so each part is a count
 * and a few rows.
 */
export async function loadAttentionItems(
  db: Db,
  role: Role,
  now = new Date(),
): Promise<AttentionItem[]> {
  const parts = await Promise.all([
    loadArrivals(db),
    loadPageWork(db),
    loadNewsletterSignUps(db),
    loadExampleSessions(db),
    hasRole(role, "admin") ? loadApprovals(db) : Promise.resolve([]),
    hasRole(role, "admin") ? loadSystemNeeds(db, now) : Promise.resolve([]),
  ]);
  return sortAttentionItems(parts.flat());
}
