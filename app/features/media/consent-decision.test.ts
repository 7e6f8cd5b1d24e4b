import { describe, expect, test } from "vitest";
import { decisionMessages, readConsentDecision, readDecisionFields } from "./consent-decision";

const consentFacts = {
  consentScope: ["website"],
  consentGivenBy: "Priya Shah",
  consentGivenOn: "2026-09-01",
};

describe("a decision for a whole upload or selection", () => {
  test("none made, or not sure yet: no record, so the files are kept off the site", () => {
    expect(readConsentDecision({})).toEqual({ success: true, consent: null });
    expect(readConsentDecision({ consentDecision: "unsure", ...consentFacts })).toEqual({
      success: true,
      consent: null,
    });
    expect(readConsentDecision({ consentDecision: "made-up" })).toEqual({
      success: true,
      consent: null,
    });
  });

  test("a selection must have a decision that says something", () => {
    for (const consentDecision of [undefined, "unsure"]) {
      expect(readConsentDecision({ consentDecision }, { required: true })).toEqual({
        success: false,
        fieldErrors: { consentDecision: decisionMessages.choose },
      });
    }
  });

  test("no identifiable children: a record with no consent facts, whatever else was sent", () => {
    expect(readConsentDecision({ consentDecision: "none", ...consentFacts })).toEqual({
      success: true,
      consent: {
        children: "none",
        scope: [],
        givenBy: null,
        givenOn: null,
        expiresOn: null,
        note: null,
      },
    });
  });

  test("consent on record needs where it covers, who gave it and when", () => {
    expect(readConsentDecision({ consentDecision: "consented" })).toEqual({
      success: false,
      fieldErrors: { consentScope: decisionMessages.scopeRequired },
    });
    const missing = readConsentDecision({ consentDecision: "consented", consentScope: ["print"] });
    expect(missing.success).toBe(false);
    expect(!missing.success && Object.keys(missing.fieldErrors).sort()).toEqual([
      "consentGivenBy",
      "consentGivenOn",
    ]);
    expect(
      readConsentDecision({
        consentDecision: "consented",
        ...consentFacts,
        consentScope: ["social"],
        consentExpiresOn: "2027-09-01",
      }),
    ).toEqual({
      success: true,
      consent: {
        children: "identifiable",
        scope: ["social"],
        givenBy: "Priya Shah",
        givenOn: "2026-09-01",
        expiresOn: "2027-09-01",
        note: null,
      },
    });
  });

  test("a submitted form's repeated scope boxes are read as a list", () => {
    const form = new FormData();
    form.set("consentDecision", "consented");
    form.append("consentScope", "website");
    form.append("consentScope", "print");
    form.set("consentGivenBy", "A carer");
    expect(readDecisionFields(form)).toEqual({
      consentDecision: "consented",
      consentScope: ["website", "print"],
      consentGivenBy: "A carer",
      consentGivenOn: undefined,
      consentExpiresOn: undefined,
    });
  });
});
