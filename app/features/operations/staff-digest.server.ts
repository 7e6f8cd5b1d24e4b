import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { findLatestDigestTime } from "~/shared/mail/digest-time";
import { renderMail } from "~/shared/mail/mail-layout";
import { isMailConfigured, sendMail } from "~/shared/mail/send-mail.server";
import { dashboardLink } from "~/shared/mail/staff-notice.server";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";

type ArrivalCounts = {
  messages: number;
  registrations: number;
  reviews: number;
  applications: number;
};

/** What visitors sent in [since, until): the same four kinds that get an email each otherwise. */
async function countArrivals(
  db: Kysely<Database>,
  since: string,
  until: string,
): Promise<ArrivalCounts> {
  const [enquiries, reviews, applications] = await Promise.all([
    db
      .selectFrom("enquiries")
      .select((eb) => [
        eb.fn.countAll<number | string>().filterWhere("kind", "=", "contact").as("messages"),
        eb.fn
          .countAll<number | string>()
          .filterWhere("kind", "=", "registration")
          .as("registrations"),
      ])
      .where("created_at", ">=", since)
      .where("created_at", "<", until)
      .executeTakeFirst(),
    db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("origin", "=", "visitor")
      .where("created_at", ">=", since)
      .where("created_at", "<", until)
      .executeTakeFirst(),
    db
      .selectFrom("volunteer_applications")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("created_at", ">=", since)
      .where("created_at", "<", until)
      .executeTakeFirst(),
  ]);
  return {
    messages: Number(enquiries?.messages ?? 0),
    registrations: Number(enquiries?.registrations ?? 0),
    reviews: Number(reviews?.count ?? 0),
    applications: Number(applications?.count ?? 0),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One line per kind that arrived, each with where to find it; no visitor's details at all. */
function describeArrivals(counts: ArrivalCounts, origin: string | undefined) {
  const enquiries = dashboardLink(origin, adminTabPath("enquiries"));
  return [
    counts.messages > 0
      ? `${plural(counts.messages, "message", "messages")} from the contact form: ${enquiries}`
      : null,
    counts.registrations > 0
      ? `${plural(counts.registrations, "child registration", "child registrations")}: ${enquiries}`
      : null,
    counts.reviews > 0
      ? `${plural(counts.reviews, "review", "reviews")} waiting for approval: ${dashboardLink(origin, adminTabPath("reviews"))}`
      : null,
    counts.applications > 0
      ? `${plural(counts.applications, "volunteer application", "volunteer applications")}: ${dashboardLink(origin, adminTabPath("volunteers"))}`
      : null,
  ].filter((line) => line !== null);
}

/** When Settings last changed to one email a day: nothing before it is the digest's to count. */
async function findDigestChosenAt(db: Kysely<Database>) {
  const row = await db
    .selectFrom("site_setting")
    .select("updated_at")
    .where("key", "=", "staffNotices")
    .executeTakeFirst();
  return row?.updated_at ?? "";
}

/**
 * The daily digest, when Settings ask for one: at the first run after 8am UK time, one email to
 * the charity's address counting what arrived since the last digest (or since the choice was
 * made), and nothing when nothing arrived. The time counted up to is stored (`staff_digest`) and
 * moved on by a compare-and-set before sending, so of two runs only one counts a given arrival;
 * a refused email moves it back, for the next run to try again. Without mail nothing is
 * counted, so the first digest once mail is set up covers the whole time.
 */
export async function sendStaffDigest(
  db: Kysely<Database>,
  { now, origin }: { now: Date; origin: string | undefined },
): Promise<string | undefined> {
  const { charityName, email, staffNotices } = await loadSiteSettings(db);
  if (staffNotices !== "digest" || !isMailConfigured()) return undefined;
  const [stored, chosenAt] = await Promise.all([
    db.selectFrom("staff_digest").select("counted_until").where("id", "=", 1).executeTakeFirst(),
    findDigestChosenAt(db),
  ]);
  const countedUntil = stored?.counted_until ?? "";
  // ISO times sort as text: the later of the two.
  const since = [countedUntil, chosenAt].sort()[1] ?? countedUntil;
  if (since >= findLatestDigestTime(now).toISOString()) return undefined;

  const until = now.toISOString();
  const claimed = await db
    .updateTable("staff_digest")
    .set({ counted_until: until })
    .where("id", "=", 1)
    .where("counted_until", "=", countedUntil)
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) return undefined;

  const counts = await countArrivals(db, since, until);
  const lines = describeArrivals(counts, origin);
  if (lines.length === 0) return undefined;
  const { delivered } = await sendMail(
    {
      to: email,
      subject: "Website: what arrived since the last summary",
      ...renderMail({
        charityName,
        heading: "New on the website",
        paragraphs: [
          "Since the last summary, visitors sent (sign in to the dashboard first):",
          ...lines,
        ],
        footer:
          "You get one summary a day because the Settings tab says so. Visitors' and children's details are not sent by email.",
      }),
    },
    { charityName },
  );
  if (!delivered) {
    await db
      .updateTable("staff_digest")
      .set({ counted_until: countedUntil })
      .where("id", "=", 1)
      .where("counted_until", "=", until)
      .execute();
    return "staff digest not delivered: the next run tries again";
  }
  return `staff digest sent: ${lines.length} kind(s) of arrival`;
}
