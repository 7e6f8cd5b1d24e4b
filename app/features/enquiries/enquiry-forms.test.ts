import { expect, test } from "vitest";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { contactSchema, enquiryMessages, registrationSchema } from "./enquiry-forms";
import { childFieldName, maxChildrenPerRegistration } from "./registration-children";

/** A child's fields as the form names them: `children.<index>.<key>`. */
const child = (index: number, fields: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      childFieldName(index, key as Parameters<typeof childFieldName>[1]),
      value,
    ]),
  );

const parent = {
  name: "Pat Parent",
  email: "Pat@Example.org",
  phone: "07700 900 123",
  emergencyContact: "Alex (aunt) 07700 900 456",
};
const sam = { firstName: "Sam", age: "11", photoConsent: ["website", "print"] };
const registration = { ...parent, ...child(0, sam) };

function errorsOf(input: unknown) {
  const parsed = registrationSchema.safeParse(input);
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

test("a registration keeps the photo uses agreed, in a fixed order, and a lower-case address", () => {
  const parsed = registrationSchema.parse({
    ...parent,
    ...child(0, { ...sam, photoConsent: ["print", "website"], activities: "football" }),
  });
  expect(parsed).toMatchObject({
    email: "pat@example.org",
    children: [{ photoConsent: ["website", "print"], activities: ["football"], supportNeeds: "" }],
  });
});

test("no photos is stored as no uses, and cannot be ticked with a use", () => {
  const photos = (photoConsent: string | string[] | undefined) => ({
    ...parent,
    ...child(0, { ...sam, photoConsent }),
  });
  expect(registrationSchema.parse(photos("none")).children[0]?.photoConsent).toEqual([]);
  expect(errorsOf(photos(["none", "website"]))).toEqual({
    "children.0.photoConsent": enquiryMessages.photoChoiceConflict,
  });
  expect(errorsOf(photos(undefined))).toEqual({
    "children.0.photoConsent": enquiryMessages.photoChoiceMissing,
  });
});

test("health needs are refused without their own consent, and kept with it", () => {
  const needs = "Asthma: inhaler in bag";
  expect(errorsOf({ ...parent, ...child(0, { ...sam, supportNeeds: needs }) })).toEqual({
    "children.0.supportNeedsConsent": enquiryMessages.needsConsentMissing,
  });
  const kept = registrationSchema.parse({
    ...parent,
    ...child(0, { ...sam, supportNeeds: needs, supportNeedsConsent: "on" }),
  });
  expect(kept.children[0]?.supportNeeds).toBe(needs);
});

test("every required registration field has its own message", () => {
  expect(errorsOf(child(0, { photoConsent: "none" }))).toEqual({
    name: enquiryMessages.parentNameMissing,
    email: expect.any(String),
    phone: enquiryMessages.phoneMissing,
    emergencyContact: enquiryMessages.emergencyMissing,
    "children.0.firstName": enquiryMessages.childNameMissing,
    "children.0.age": enquiryMessages.childAgeMissing,
  });
  expect(errorsOf({ ...registration, phone: "call me" })).toEqual({
    phone: enquiryMessages.phoneInvalid,
  });
});

test("siblings share the parent's details once, each child with their own answers", () => {
  const parsed = registrationSchema.parse({
    ...registration,
    ...child(1, { firstName: "Ivo", age: "8", photoConsent: "none", activities: ["football"] }),
  });
  expect(parsed).toEqual({
    name: "Pat Parent",
    email: "pat@example.org",
    phone: "07700 900 123",
    emergencyContact: "Alex (aunt) 07700 900 456",
    children: [
      {
        firstName: "Sam",
        age: "11",
        activities: [],
        supportNeeds: "",
        photoConsent: ["website", "print"],
      },
      { firstName: "Ivo", age: "8", activities: ["football"], supportNeeds: "", photoConsent: [] },
    ],
  });
});

test("with several children, each error names its child, and one bad child refuses them all", () => {
  const parsed = registrationSchema.safeParse({
    ...registration,
    ...child(1, { firstName: "", age: "8", supportNeeds: "Nut allergy" }),
  });
  expect(parsed.success).toBe(false);
  expect(parsed.success ? {} : toFieldErrors(parsed.error)).toEqual({
    "children.1.firstName": "Child 2: enter your child's first name.",
    "children.1.supportNeedsConsent": `Child 2: ${enquiryMessages.needsConsentMissing.charAt(0).toLowerCase()}${enquiryMessages.needsConsentMissing.slice(1)}`,
    "children.1.photoConsent":
      "Child 2: choose where we may use photos of your child, or choose no photos.",
  });
});

test("a registration holds at most the limit of children, and a child's index cannot run away", () => {
  const many = Object.assign(
    { ...parent },
    ...Array.from({ length: maxChildrenPerRegistration + 1 }, (_, index) => child(index, sam)),
  );
  expect(Object.keys(errorsOf(many))).toEqual(["children"]);
  expect(errorsOf({ ...registration, [childFieldName(5000, "firstName")]: "Bot" })).toEqual({});
});

test("a contact message needs a known topic", () => {
  const message = { name: "Jo", email: "jo@example.org", message: "Hello" };
  expect(contactSchema.safeParse({ ...message, topic: "visit" }).success).toBe(true);
  const parsed = contactSchema.safeParse({ ...message, topic: "lottery" });
  expect(parsed.success ? {} : toFieldErrors(parsed.error)).toEqual({
    topic: enquiryMessages.topicMissing,
  });
});
