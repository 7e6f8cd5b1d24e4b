import { expect, test } from "vitest";
import { getPageContent } from "./page-content.server";
import { sectionSchema } from "./page-content-schema";

const sectionOf = (type: string) => {
  const found = [
    ...getPageContent("donate").sections,
    ...getPageContent("register-child").sections,
  ].find((section) => section.type === type);
  if (!found) throw new Error(`No built-in ${type} section.`);
  return found;
};

test("wording with placeholders refuses a name its component does not fill in", () => {
  const issues = (section: object) =>
    (sectionSchema.safeParse(section).error?.issues ?? []).map((issue) => [
      issue.path.join("."),
      issue.message,
    ]);
  expect(
    issues({ ...sectionOf("donation"), offlineText: "Email {email} or ring {phone}." }),
  ).toEqual([]);
  expect(issues({ ...sectionOf("donation"), offlineText: "Email {emial}." })).toEqual([
    [
      "offlineText",
      "Only {email} and {phone} can be filled in here: check the spelling inside the curly brackets.",
    ],
  ]);
  expect(issues({ ...sectionOf("registration-banner"), qrAltText: "QR code for {link}" })).toEqual([
    [
      "qrAltText",
      "Only {url} can be filled in here: check the spelling inside the curly brackets.",
    ],
  ]);
});
