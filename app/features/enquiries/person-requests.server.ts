import { data } from "react-router";
import { z } from "zod";
import { emailAddressSchema } from "~/features/accounts";
import { getDatabase } from "~/shared/db/database.server";
import { toFieldErrors } from "~/shared/lib/field-errors";
import type { EnquiryActionContext } from "./enquiries-action.server";
import { enquiryMessages } from "./messages";
import {
  describePersonalDataCounts,
  type EnquiriesAnswer,
  summarisePersonalData,
  totalRecords,
} from "./personal-data";
import { erasePersonalData, findPersonalData } from "./personal-data.server";

const lookupSchema = z.object({ email: emailAddressSchema });
const eraseSchema = lookupSchema.extend({
  confirm: z.literal("on", enquiryMessages.enquiries.eraseNotConfirmed),
});

function refuse(title: string, error: z.ZodError) {
  return data<EnquiriesAnswer>(
    {
      ok: false,
      toast: { title, description: enquiryMessages.enquiries.invalid },
      fieldErrors: toFieldErrors(error),
    },
    { status: 400 },
  );
}

/**
 * Find a person: everything held about an email address, shown to an administrator. The audit
 * log keeps how many records were shown, never the address.
 */
export async function findPerson({ form, audit }: EnquiryActionContext) {
  const parsed = lookupSchema.safeParse(form);
  if (!parsed.success) return refuse(enquiryMessages.enquiries.lookupFailedTitle, parsed.error);
  const { email } = parsed.data;
  const person = summarisePersonalData(email, await findPersonalData(getDatabase().db, email));
  await audit({
    action: "personal-data-viewed",
    detail: describePersonalDataCounts(person.counts),
  });
  return data<EnquiriesAnswer>({
    ok: true,
    toast: enquiryMessages.enquiries.found(totalRecords(person.counts)),
    person,
  });
}

/**
 * Erases everything held about an email address, once the administrator ticked to confirm. The
 * audit log keeps the counts only: keeping the address would undo the erasure.
 */
export async function erasePerson({ form, audit }: EnquiryActionContext) {
  const parsed = eraseSchema.safeParse(form);
  if (!parsed.success) return refuse(enquiryMessages.enquiries.eraseFailedTitle, parsed.error);
  const { db } = getDatabase();
  const { email } = parsed.data;
  const counts = await erasePersonalData(db, email);
  await audit({ action: "personal-data-erased", detail: describePersonalDataCounts(counts) });
  return data<EnquiriesAnswer>({
    ok: true,
    toast: enquiryMessages.enquiries.erased(totalRecords(counts)),
    person: summarisePersonalData(email, await findPersonalData(db, email)),
  });
}
