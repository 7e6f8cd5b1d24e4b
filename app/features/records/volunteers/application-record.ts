import { z } from "zod";
import { emailAddressSchema } from "~/features/accounts";
import { applicationFieldLimits } from "~/shared/forms/public-form-fields";
import { checkbox, optionalText, requiredText } from "../record-fields";

export const applicationStatuses = ["new", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: "New",
  approved: "Approved",
  rejected: "Rejected",
};

export const applicationLimits = { ...applicationFieldLimits, note: 1000 } as const;

export const applicationMessages = {
  opportunityMissing: "Choose the role you are applying for.",
  nameMissing: "Enter your name.",
  reasonMissing: "Tell us why you would like to volunteer.",
  availabilityMissing: "Tell us when you are free.",
  ageMissing: "Tell us whether you are 18 or over.",
  guardianNameMissing: "Enter your parent or guardian's name.",
  guardianContactMissing: "Enter a phone number or email address for your parent or guardian.",
  consentMissing: "Tick the box so we can keep your application and contact you about it.",
} as const;

/** A volunteer's application, sent through the public form on the apply page. */
export const applicationSchema = z
  .object({
    opportunityId: z
      .string(applicationMessages.opportunityMissing)
      .trim()
      .min(1, applicationMessages.opportunityMissing)
      .max(64),
    name: requiredText(applicationLimits.name, applicationMessages.nameMissing),
    email: emailAddressSchema,
    phone: optionalText(applicationLimits.phone),
    reason: requiredText(applicationLimits.reason, applicationMessages.reasonMissing),
    availability: requiredText(
      applicationLimits.availability,
      applicationMessages.availabilityMissing,
    ),
    over18: z.enum(["yes", "no"], applicationMessages.ageMissing),
    guardianName: optionalText(applicationLimits.guardian),
    guardianContact: optionalText(applicationLimits.guardian),
    consent: checkbox.refine((ticked) => ticked, applicationMessages.consentMissing),
  })
  .superRefine((application, context) => {
    if (application.over18 === "yes") return;
    if (!application.guardianName) {
      context.addIssue({
        code: "custom",
        path: ["guardianName"],
        message: applicationMessages.guardianNameMissing,
      });
    }
    if (!application.guardianContact) {
      context.addIssue({
        code: "custom",
        path: ["guardianContact"],
        message: applicationMessages.guardianContactMissing,
      });
    }
  });
export type ApplicationInput = z.output<typeof applicationSchema>;

/** Staff's answer to an application in the Volunteers tab. */
export const decisionSchema = z.object({
  id: z.string().min(1).max(64),
  version: z.coerce.number().int().min(1),
  note: optionalText(applicationLimits.note),
});

/** Hours a volunteer gave, logged by staff against their approved application. */
export const hoursSchema = z.object({
  id: z.string().min(1).max(64),
  hours: z.coerce
    .number("Enter the hours as a number, e.g. 2.5.")
    .positive("Enter more than 0 hours.")
    .max(1000, "Enter at most 1000 hours at a time."),
});
