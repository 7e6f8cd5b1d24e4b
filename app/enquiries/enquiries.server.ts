import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/database-types";
import type { ContactInput, RegistrationInput } from "./enquiry-forms";

/** What a public form hands over once its schema has checked it. */
export type NewEnquiry =
  | ({ kind: "contact" } & ContactInput)
  | ({ kind: "registration" } & RegistrationInput);

/** Columns a contact message leaves empty and a registration fills in. */
function registrationColumns(input: NewEnquiry) {
  if (input.kind === "contact") {
    return {
      phone: null,
      topic: input.topic,
      message: input.message,
      child_first_name: null,
      child_age: null,
      activities: null,
      support_needs: null,
      support_needs_consent: null,
      emergency_contact: null,
      photo_consent: null,
    };
  }
  return {
    phone: input.phone,
    topic: null,
    message: null,
    child_first_name: input.childFirstName,
    child_age: input.childAge,
    activities: JSON.stringify(input.activities),
    // The schema keeps support needs only when their own consent box was ticked.
    support_needs: input.supportNeeds || null,
    support_needs_consent: input.supportNeeds ? 1 : 0,
    emergency_contact: input.emergencyContact,
    photo_consent: JSON.stringify(input.photoConsent),
  };
}

/** Stores a visitor's contact message or child registration as a new enquiry. */
export async function insertEnquiry(db: Kysely<Database>, input: NewEnquiry, now = new Date()) {
  const id = randomUUID();
  const stamp = now.toISOString();
  await db
    .insertInto("enquiries")
    .values({
      id,
      kind: input.kind,
      status: "new",
      name: input.name,
      email: input.email,
      ...registrationColumns(input),
      notes: "",
      version: 1,
      created_at: stamp,
      updated_at: stamp,
      done_at: null,
      updated_by_email: null,
    })
    .execute();
  return { id };
}
