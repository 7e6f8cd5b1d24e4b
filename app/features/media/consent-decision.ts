import { type FieldErrors, toFieldErrors } from "~/shared/lib/field-errors";
import { labelOf } from "~/shared/lib/option-label";
import { type ConsentFormValues, consentFormSchema, noIdentifiableChildren } from "./media-consent";

/**
 * The one question asked of a whole upload or a whole selection of the library (ADR 0026), and
 * its answers. "Not sure yet" stores the files unpublished; the others are a consent record.
 */
export const consentDecisionQuestion = "Do these show children who could be identified?";

export const consentDecisions = [
  { value: "none", label: "No identifiable children" },
  { value: "consented", label: "Yes, and consent is on record" },
  { value: "unsure", label: "Not sure yet" },
] as const;
export type ConsentDecision = (typeof consentDecisions)[number]["value"];

export function decisionLabel(decision: ConsentDecision) {
  return labelOf(consentDecisions, decision);
}

export function isConsentDecision(value: unknown): value is ConsentDecision {
  return consentDecisions.some((decision) => decision.value === value);
}

/** The form's fields: the decision, then the consent facts the Details dialog asks for too. */
export type ConsentDecisionFields = {
  consentDecision?: string;
  consentScope?: readonly string[];
  consentGivenBy?: string;
  consentGivenOn?: string;
  consentExpiresOn?: string;
};

export const decisionMessages = {
  choose: "Choose one: no identifiable children, or consent is on record.",
  scopeRequired: "Tick where the consent says the pictures may be used.",
} as const;

type DecisionResult =
  | { success: true; consent: ConsentFormValues | null }
  | { success: false; fieldErrors: FieldErrors };

/**
 * Reads a decision into the consent record it makes: null for none made or "Not sure yet" (the
 * file is kept unpublished), with the same checks as the Details dialog's consent form.
 * "Consent is on record" needs at least one place it covers, who gave it and when.
 * `required` (a bulk decision) refuses "none made" and "Not sure yet".
 */
export function readConsentDecision(
  fields: ConsentDecisionFields,
  { required = false }: { required?: boolean } = {},
): DecisionResult {
  const decision = fields.consentDecision;
  if (!decision || decision === "unsure" || !isConsentDecision(decision)) {
    return required
      ? { success: false, fieldErrors: { consentDecision: decisionMessages.choose } }
      : { success: true, consent: null };
  }
  if (decision === "none") return { success: true, consent: noIdentifiableChildren };
  const scope = fields.consentScope ?? [];
  if (scope.length === 0) {
    return { success: false, fieldErrors: { consentScope: decisionMessages.scopeRequired } };
  }
  const parsed = consentFormSchema.safeParse({
    children: "identifiable",
    consentScope: scope,
    consentGivenBy: fields.consentGivenBy,
    consentGivenOn: fields.consentGivenOn,
    consentExpiresOn: fields.consentExpiresOn,
  });
  if (!parsed.success) return { success: false, fieldErrors: toFieldErrors(parsed.error) };
  return { success: true, consent: parsed.data };
}

/** The fields of a submitted form (repeated `consentScope`, as checkboxes send it). */
export function readDecisionFields(form: FormData): ConsentDecisionFields {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    consentDecision: text("consentDecision"),
    consentScope: form.getAll("consentScope").map(String),
    consentGivenBy: text("consentGivenBy"),
    consentGivenOn: text("consentGivenOn"),
    consentExpiresOn: text("consentExpiresOn"),
  };
}
