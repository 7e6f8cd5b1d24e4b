import { expect, test } from "vitest";
import { toFieldErrors } from "~/lib/field-errors";
import { contactSchema, enquiryMessages, registrationSchema } from "./enquiry-forms";

const registration = {
  name: "Pat Parent",
  email: "Pat@Example.org",
  phone: "07700 900 123",
  childFirstName: "Sam",
  childAge: "11",
  emergencyContact: "Alex (aunt) 07700 900 456",
  photoConsent: ["website", "print"],
};

function errorsOf(input: unknown) {
  const parsed = registrationSchema.safeParse(input);
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

test("a registration keeps the photo uses agreed, in a fixed order, and a lower-case address", () => {
  const parsed = registrationSchema.parse({
    ...registration,
    photoConsent: ["print", "website"],
    activities: "football",
  });
  expect(parsed).toMatchObject({
    email: "pat@example.org",
    photoConsent: ["website", "print"],
    activities: ["football"],
    supportNeeds: "",
  });
});

test("no photos is stored as no uses, and cannot be ticked with a use", () => {
  expect(registrationSchema.parse({ ...registration, photoConsent: "none" }).photoConsent).toEqual(
    [],
  );
  expect(errorsOf({ ...registration, photoConsent: ["none", "website"] })).toEqual({
    photoConsent: enquiryMessages.photoChoiceConflict,
  });
  expect(errorsOf({ ...registration, photoConsent: undefined })).toEqual({
    photoConsent: enquiryMessages.photoChoiceMissing,
  });
});

test("health needs are refused without their own consent, and kept with it", () => {
  expect(errorsOf({ ...registration, supportNeeds: "Asthma: inhaler in bag" })).toEqual({
    supportNeedsConsent: enquiryMessages.needsConsentMissing,
  });
  const kept = registrationSchema.parse({
    ...registration,
    supportNeeds: "Asthma: inhaler in bag",
    supportNeedsConsent: "on",
  });
  expect(kept.supportNeeds).toBe("Asthma: inhaler in bag");
});

test("every required registration field has its own message", () => {
  expect(errorsOf({ photoConsent: "none" })).toEqual({
    name: enquiryMessages.parentNameMissing,
    email: expect.any(String),
    phone: enquiryMessages.phoneMissing,
    childFirstName: enquiryMessages.childNameMissing,
    childAge: enquiryMessages.childAgeMissing,
    emergencyContact: enquiryMessages.emergencyMissing,
  });
  expect(errorsOf({ ...registration, phone: "call me" })).toEqual({
    phone: enquiryMessages.phoneInvalid,
  });
});

test("a contact message needs a known topic", () => {
  const message = { name: "Jo", email: "jo@example.org", message: "Hello" };
  expect(contactSchema.safeParse({ ...message, topic: "visit" }).success).toBe(true);
  const parsed = contactSchema.safeParse({ ...message, topic: "lottery" });
  expect(parsed.success ? {} : toFieldErrors(parsed.error)).toEqual({
    topic: enquiryMessages.topicMissing,
  });
});
