import type { Kysely } from "kysely";
import type { Database } from "../../app/shared/db/database-types";

const now = new Date().toISOString();
const stamps = { created_at: now, updated_at: now };

/**
 * A newsletter sign-up with one newsletter sent, a volunteer application and a review under an
 * email address, as the public forms would have stored them; ids start with `label`. The
 * application's address starts with a capital, as people type theirs differently.
 */
export async function seedPersonRows(db: Kysely<Database>, address: string, label: string) {
  const subscriber = `${label}-subscriber`;
  await db
    .insertInto("newsletter_subscribers")
    .values({
      id: subscriber,
      email: address,
      first_name: label,
      status: "subscribed",
      confirmed_at: now,
      ...stamps,
    })
    .execute();
  await db
    .insertInto("newsletter_deliveries")
    .values({
      newsletter_id: "newsletter-1",
      subscriber_id: subscriber,
      email: address,
      status: "sent",
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("volunteer_applications")
    .values({
      id: `${label}-application`,
      opportunity_id: null,
      opportunity_title: "Football coach",
      name: `${label} Volunteer`,
      email: address.replace(/^./, (first) => first.toUpperCase()),
      phone: null,
      reason: "I love football",
      availability: "Saturdays",
      over_18: 1,
      guardian_name: null,
      guardian_contact: null,
      status: "new",
      decision_note: null,
      decided_at: null,
      decided_by_email: null,
      applicant_emailed_at: null,
      hours: 0,
      version: 1,
      ...stamps,
    })
    .execute();
  await db
    .insertInto("reviews")
    .values({
      id: `${label}-review`,
      position: 1000,
      version: 1,
      updated_by_email: null,
      name: `${label} Reviewer`,
      role: "Parent",
      rating: 5,
      body: "Brilliant club",
      photo_media_id: null,
      colour: "teal",
      status: "pending",
      origin: "visitor",
      consent_to_publish: 1,
      approved_at: null,
      email: address,
      ...stamps,
    })
    .execute();
}
