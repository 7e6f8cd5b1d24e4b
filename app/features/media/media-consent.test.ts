import { describe, expect, test } from "vitest";
import {
  type ConsentFacts,
  consentFormSchema,
  describeConsent,
  isPublishable,
} from "./media-consent";

const identifiable: ConsentFacts = {
  children: "identifiable",
  givenBy: "A parent",
  scope: ["website", "print"],
  givenOn: "2026-09-01",
  expiresOn: null,
  note: null,
  withdrawnAt: null,
  expiredAt: null,
  updatedAt: null,
};

describe("who may see a file", () => {
  test("no identifiable children: published; nobody has decided yet: never published", () => {
    expect(isPublishable({ ...identifiable, children: "none", scope: [] })).toBe(true);
    expect(isPublishable({ ...identifiable, children: "unreviewed", scope: [] })).toBe(false);
    // Facts left over from elsewhere do not stand in for a decision.
    expect(isPublishable({ ...identifiable, children: "unreviewed" })).toBe(false);
  });
  test("a file nobody has decided about says what visitors see", () => {
    const facts: ConsentFacts = { ...identifiable, children: "unreviewed", scope: [] };
    expect(describeConsent({ ...facts, publishable: isPublishable(facts) })).toEqual({
      status: "unreviewed",
      label: "Not shown: consent not reviewed",
      advice:
        "Not on the site until you record a decision: say whether it shows children who could be identified.",
    });
  });
  test("identifiable children: only with consent for the website, not withdrawn or expired", () => {
    expect(isPublishable(identifiable)).toBe(true);
    expect(isPublishable({ ...identifiable, scope: ["print", "social"] })).toBe(false);
    expect(isPublishable({ ...identifiable, scope: [] })).toBe(false);
    expect(isPublishable({ ...identifiable, withdrawnAt: "2026-11-01T10:00:00Z" })).toBe(false);
    expect(isPublishable({ ...identifiable, expiredAt: "2026-11-01T10:00:00Z" })).toBe(false);
  });
  test("each state says what it is, and what to do when the file cannot be shown", () => {
    const stateOf = (facts: ConsentFacts) =>
      describeConsent({ ...facts, publishable: isPublishable(facts) });
    expect(stateOf(identifiable)).toEqual({
      status: "consented",
      label: "Consent: Website, Print",
      advice: null,
    });
    expect(stateOf({ ...identifiable, scope: ["social"] })).toMatchObject({
      status: "no-consent",
      advice: expect.stringContaining("includes the website"),
    });
    expect(stateOf({ ...identifiable, withdrawnAt: "2026-11-01T10:00:00Z" }).status).toBe(
      "withdrawn",
    );
    expect(
      stateOf({ ...identifiable, expiresOn: "2027-03-01", expiredAt: "2027-03-01T00:00:00Z" })
        .advice,
    ).toContain("1 March 2027");
  });
});

describe("the consent form", () => {
  const valid = {
    children: "identifiable",
    consentScope: ["website"],
    consentGivenBy: "Sam's mum",
    consentGivenOn: "2026-09-01",
    consentExpiresOn: "2027-09-01",
    consentNote: "",
  };
  test("consent with who and when is kept; no children clears the consent fields", () => {
    expect(consentFormSchema.parse(valid)).toEqual({
      children: "identifiable",
      scope: ["website"],
      givenBy: "Sam's mum",
      givenOn: "2026-09-01",
      expiresOn: "2027-09-01",
      note: null,
    });
    expect(consentFormSchema.parse({ ...valid, children: "none" })).toMatchObject({
      children: "none",
      scope: [],
      givenBy: null,
      givenOn: null,
    });
  });
  test("identifiable with nothing ticked records that there is no consent yet", () => {
    expect(
      consentFormSchema.parse({ ...valid, consentScope: [], consentGivenBy: "" }),
    ).toMatchObject({ children: "identifiable", scope: [], givenBy: null });
  });
  test("consent needs who gave it, when, and an expiry after that; the question needs an answer", () => {
    const issues = (form: Record<string, unknown>) =>
      consentFormSchema.safeParse(form).error?.issues.map((issue) => issue.path.join("."));
    expect(issues({ ...valid, consentGivenBy: "", consentGivenOn: "" })).toEqual([
      "consentGivenBy",
      "consentGivenOn",
    ]);
    expect(issues({ ...valid, consentExpiresOn: "2026-08-01" })).toEqual(["consentExpiresOn"]);
    expect(issues({ ...valid, consentGivenOn: "2026-13-45" })).toEqual(["consentGivenOn"]);
    expect(issues({ ...valid, children: "" })).toEqual(["children"]);
    expect(issues({ ...valid, consentScope: ["billboards"] })).toEqual(["consentScope.0"]);
  });
});
