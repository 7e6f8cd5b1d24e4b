import type {
  PublicFormHandlerContext,
  PublicFormHandlers,
} from "~/shared/forms/public-form-handler";
import { sendStaffNotice } from "~/shared/mail/staff-notice.server";
import { insertEnquiry, type NewEnquiry } from "./enquiries.server";
import {
  type ContactInput,
  contactSchema,
  type RegistrationInput,
  registrationSchema,
} from "./enquiry-forms";
import { composeEnquiryNotice } from "./enquiry-notice.server";
import { changeChildren } from "./registration-children";

export const enquiryFormHandlers: PublicFormHandlers<"contact" | "registration"> = {
  contact: {
    schema: contactSchema,
    save: (input, context) => saveEnquiry({ kind: "contact", ...(input as ContactInput) }, context),
  },
  registration: {
    schema: registrationSchema,
    save: (input, context) =>
      saveEnquiry({ kind: "registration", ...(input as RegistrationInput) }, context),
    change: changeChildren,
  },
};

/** Stores a message or registration, then tells the charity (when mail is set up). */
async function saveEnquiry(enquiry: NewEnquiry, { db, origin }: PublicFormHandlerContext) {
  const { id } = await insertEnquiry(db, enquiry);
  await sendStaffNotice(db, composeEnquiryNotice(id, enquiry, origin));
}
