import { useState } from "react";
import type { FieldErrors } from "~/shared/lib/field-errors";
import {
  type ConsentDecision,
  type ConsentDecisionFields,
  readConsentDecision,
} from "../consent-decision";

function readFacts(form: HTMLFormElement): ConsentDecisionFields {
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? "");
  return {
    consentScope: fields.getAll("consentScope").map(String),
    consentGivenBy: text("consentGivenBy"),
    consentGivenOn: text("consentGivenOn"),
    consentExpiresOn: text("consentExpiresOn"),
  };
}

/**
 * An upload form's consent decision (ADR 0026): one for the batch, which any file may override.
 * The facts of "consent is on record" are asked once and sent with every file that uses it.
 */
export function useUploadDecision() {
  const [decision, setDecision] = useState<ConsentDecision | "">("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const effective = (own: ConsentDecision | "" = "") => own || decision;
  return {
    decision,
    errors,
    effective,
    decide: (choice: ConsentDecision) => {
      setDecision(choice);
      setErrors({});
    },
    /**
     * When a file is to go with "consent is on record", its facts are checked as the server will:
     * the problems are shown beside their fields and the first takes focus. True when all may go.
     */
    check: (form: HTMLFormElement, decisions: readonly (ConsentDecision | "")[]) => {
      if (!decisions.includes("consented")) {
        setErrors({});
        return true;
      }
      const result = readConsentDecision({ ...readFacts(form), consentDecision: "consented" });
      if (result.success) {
        setErrors({});
        return true;
      }
      setErrors(result.fieldErrors);
      const [field] = Object.keys(result.fieldErrors);
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return false;
    },
    /** Adds a file's decision to its request (the scope as one comma-separated field). */
    write: (body: FormData, form: HTMLFormElement, own: ConsentDecision | "" = "") => {
      const chosen = effective(own);
      body.set("consentDecision", chosen);
      if (chosen !== "consented") return;
      const facts = readFacts(form);
      body.set("consentScope", (facts.consentScope ?? []).join(","));
      body.set("consentGivenBy", facts.consentGivenBy ?? "");
      body.set("consentGivenOn", facts.consentGivenOn ?? "");
      body.set("consentExpiresOn", facts.consentExpiresOn ?? "");
    },
    reset: () => {
      setDecision("");
      setErrors({});
    },
  };
}

export type UploadDecision = ReturnType<typeof useUploadDecision>;
