import { z } from "zod";
import { emailAddressSchema } from "~/features/accounts";
import { checkbox, optionalText, requiredText } from "~/features/records";
import type { PublicFormValues } from "~/shared/forms/public-forms";
import { consentScopes } from "~/shared/site/consent-scopes";
import {
  contactTopics,
  enquiryFieldLimits as limits,
  noPhotosChoice,
  registrationActivities,
} from "~/shared/site/enquiry-vocabulary";
import {
  groupChildFields,
  maxChildrenPerRegistration,
  nameChildInError,
  registrationFormWords,
} from "./registration-children";

export const enquiryMessages = {
  nameMissing: "Enter your name.",
  topicMissing: "Choose what your message is about.",
  messageMissing: "Write your message.",
  parentNameMissing: "Enter your name (the parent or guardian).",
  phoneMissing: "Enter a phone number we can reach you on.",
  phoneInvalid: "Enter a phone number of digits and spaces, like 07700 900 123.",
  childNameMissing: "Enter your child's first name.",
  childAgeMissing: "Enter your child's age or date of birth.",
  emergencyMissing: "Enter an emergency contact's name and phone number.",
  needsConsentMissing:
    "Tick the box to let us keep your child's health or support needs, or leave that box empty.",
  photoChoiceMissing: "Choose where we may use photos of your child, or choose no photos.",
  photoChoiceConflict: "Choose either the places we may use photos, or no photos, not both.",
} as const;

/** A multi-choice field: absent, one value or several, always read as a list. */
const choices = <T extends string>(values: readonly T[]) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.enum(values as [T, ...T[]])));

const phone = z
  .string(enquiryMessages.phoneMissing)
  .trim()
  .min(1, enquiryMessages.phoneMissing)
  .refine(
    (value) => /^\+?[0-9 ()-]{7,40}$/.test(value) && value.replace(/\D/g, "").length >= 7,
    enquiryMessages.phoneInvalid,
  );

/** "Contact us" and "Ask a question": one form, the topic says which. */
export const contactSchema = z.object({
  name: requiredText(limits.name, enquiryMessages.nameMissing),
  email: emailAddressSchema,
  topic: z.enum(
    contactTopics.map((topic) => topic.value) as [string, ...string[]],
    enquiryMessages.topicMissing,
  ),
  message: requiredText(limits.message, enquiryMessages.messageMissing),
});
export type ContactInput = z.output<typeof contactSchema>;

const photoValues = [...consentScopes.map((scope) => scope.value), noPhotosChoice.value] as const;

/** One child's fields; their health needs are kept only with their own explicit consent. */
const childSchema = z
  .object({
    firstName: requiredText(limits.childFirstName, enquiryMessages.childNameMissing),
    age: requiredText(limits.childAge, enquiryMessages.childAgeMissing),
    activities: choices(registrationActivities.map((activity) => activity.value)),
    supportNeeds: optionalText(limits.supportNeeds),
    supportNeedsConsent: checkbox,
    photoConsent: choices(photoValues),
  })
  .superRefine((child, context) => {
    // Health details are special category data: kept only with their own explicit consent.
    if (child.supportNeeds && !child.supportNeedsConsent) {
      context.addIssue({
        code: "custom",
        path: ["supportNeedsConsent"],
        message: enquiryMessages.needsConsentMissing,
      });
    }
    const photo = child.photoConsent;
    if (photo.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["photoConsent"],
        message: enquiryMessages.photoChoiceMissing,
      });
    } else if (photo.includes(noPhotosChoice.value) && photo.length > 1) {
      context.addIssue({
        code: "custom",
        path: ["photoConsent"],
        message: enquiryMessages.photoChoiceConflict,
      });
    }
  })
  .transform(({ photoConsent, supportNeeds, supportNeedsConsent, ...child }) => ({
    ...child,
    supportNeeds: supportNeedsConsent ? supportNeeds : "",
    // The stored list holds the uses agreed; "none" is the empty list.
    photoConsent: consentScopes
      .map((scope) => scope.value)
      .filter((scope) => photoConsent.includes(scope)),
  }));
export type RegisteredChild = z.output<typeof childSchema>;

/** Every child is checked, and each error names its child when there are several. */
const childrenSchema = z
  .array(z.record(z.string(), z.unknown()))
  .min(1)
  .max(maxChildrenPerRegistration, registrationFormWords.tooMany)
  .transform((children, context) =>
    children.flatMap((child, index) => {
      const parsed = childSchema.safeParse(child);
      if (parsed.success) return [parsed.data];
      for (const issue of parsed.error.issues) {
        context.addIssue({
          code: "custom",
          path: [index, ...issue.path],
          message: nameChildInError(index, children.length, issue.message),
        });
      }
      return [];
    }),
  );

/**
 * A parent or guardian registers one or more children: their own details once, then only what
 * our sessions need to keep each child safe.
 */
export const registrationSchema = z.preprocess(
  (fields) => groupChildFields(fields as PublicFormValues),
  z.object({
    name: requiredText(limits.name, enquiryMessages.parentNameMissing),
    email: emailAddressSchema,
    phone,
    emergencyContact: requiredText(limits.emergencyContact, enquiryMessages.emergencyMissing),
    children: childrenSchema,
  }),
);
export type RegistrationInput = z.output<typeof registrationSchema>;
