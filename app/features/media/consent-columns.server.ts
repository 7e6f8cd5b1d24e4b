import {
  type ConsentFacts,
  type ConsentFormValues,
  isPublishable,
  isUndecided,
} from "./media-consent";

/** Consent facts decided at `now` as a file's columns, `publishable` derived (ADR 0011). */
export function toConsentColumns(facts: ConsentFacts, now: string) {
  return {
    children: facts.children,
    consent_given_by: facts.givenBy,
    consent_scope: facts.scope.length > 0 ? facts.scope.join(",") : null,
    consent_given_on: facts.givenOn,
    consent_expires_on: facts.expiresOn,
    consent_note: facts.note,
    consent_withdrawn_at: facts.withdrawnAt,
    consent_expired_at: facts.expiredAt,
    // When a person last decided: never, for a file nobody has.
    consent_updated_at: isUndecided(facts) ? null : now,
    publishable: isPublishable(facts) ? 1 : 0,
  };
}

/** The facts a decision records: a new record (nothing withdrawn or expired), or none made yet. */
export function toConsentFacts(values: ConsentFormValues | null, now: string): ConsentFacts {
  if (!values) {
    return {
      children: "unreviewed",
      givenBy: null,
      scope: [],
      givenOn: null,
      expiresOn: null,
      note: null,
      withdrawnAt: null,
      expiredAt: null,
      updatedAt: null,
    };
  }
  return { ...values, withdrawnAt: null, expiredAt: null, updatedAt: now };
}
