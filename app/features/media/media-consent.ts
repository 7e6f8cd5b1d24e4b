import { z } from "zod";
import { formatDay } from "~/shared/lib/format-date-time";
import { optionalTextOr } from "~/shared/lib/optional-text";
import { type ConsentScope, consentScopes, scopeLabel } from "~/shared/site/consent-scopes";

/** What staff said a file shows (NSPCC/CPSU: consent before a child's image is published). */
export const childrenStates = ["unreviewed", "none", "identifiable"] as const;
export type ChildrenState = (typeof childrenStates)[number];

const scopeValues = consentScopes.map((scope) => scope.value);

export type MediaConsent = {
  children: ChildrenState;
  givenBy: string | null;
  scope: ConsentScope[];
  /** YYYY-MM-DD. */
  givenOn: string | null;
  expiresOn: string | null;
  note: string | null;
  withdrawnAt: string | null;
  expiredAt: string | null;
  updatedAt: string | null;
  /** Whether visitors may see it; derived by `isPublishable` whenever consent changes. */
  publishable: boolean;
};

export type ConsentFacts = Omit<MediaConsent, "publishable">;

/**
 * The gate for everything visitors see (ADR 0026): a person has said the file shows no
 * identifiable children, or that consent for the website is on record and still stands. A file
 * nobody has decided about is never shown.
 */
export function isPublishable(consent: ConsentFacts) {
  if (consent.children === "unreviewed") return false;
  if (consent.children === "none") return true;
  return consent.scope.includes("website") && !consent.withdrawnAt && !consent.expiredAt;
}

/** Whether nobody has yet said what the file shows (ADR 0026). */
export function isUndecided(consent: { children: string }) {
  return consent.children === "unreviewed";
}

/** What visitors see of a file nobody has decided about, in the words staff read everywhere. */
export const undecidedAdvice = "Not on the site until you record a decision";

export type ConsentStatus =
  | "unreviewed"
  | "no-children"
  | "consented"
  | "no-consent"
  | "withdrawn"
  | "expired";

/** The state staff see on a file, with what to do when it cannot be published. */
export function describeConsent(consent: MediaConsent): {
  status: ConsentStatus;
  label: string;
  advice: string | null;
} {
  if (consent.children === "unreviewed") {
    return {
      status: "unreviewed",
      label: "Not shown: consent not reviewed",
      advice: `${undecidedAdvice}: say whether it shows children who could be identified.`,
    };
  }
  if (consent.children === "none") {
    return { status: "no-children", label: "No identifiable children", advice: null };
  }
  if (consent.withdrawnAt) {
    return {
      status: "withdrawn",
      label: "Consent withdrawn",
      advice:
        "Consent was withdrawn, so this file is hidden everywhere. It can only be shown again if new consent for the website is recorded.",
    };
  }
  if (consent.expiredAt) {
    return {
      status: "expired",
      label: "Consent expired",
      advice: `Consent ran out${consent.expiresOn ? ` on ${formatDay(consent.expiresOn)}` : ""}, so this file is hidden everywhere. Record renewed consent for the website to show it again.`,
    };
  }
  if (!consent.scope.includes("website")) {
    return {
      status: "no-consent",
      label: "No website consent",
      advice:
        "This file shows identifiable children and no consent for the website is on record, so it cannot be published. Record a parent's or carer's consent that includes the website.",
    };
  }
  return {
    status: "consented",
    label: `Consent: ${consent.scope.map((scope) => scopeLabel(scope)).join(", ")}`,
    advice: null,
  };
}

/** For the audit log: the state, scope and expiry, never who gave consent. */
export function summariseConsent(facts: ConsentFacts) {
  const { label } = describeConsent({ ...facts, publishable: isPublishable(facts) });
  return facts.expiresOn ? `${label}; expires ${facts.expiresOn}` : label;
}

/** Consent lasting past this is flagged as running out soon. */
export const expiryWarningDays = 30;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as day, month and year.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Enter a real date.");

/**
 * The consent form on a file. "Identifiable children" with no scope ticked records that there is
 * no consent yet (the file cannot be published); with a scope, who gave it and when are required.
 */
export const consentFormSchema = z
  .object({
    children: z.enum(["none", "identifiable"], {
      message: "Say whether this file shows children who could be identified.",
    }),
    consentScope: z.array(z.enum(scopeValues)).default([]),
    consentGivenBy: optionalTextOr(null, 200, "atMost"),
    consentGivenOn: z.union([z.literal(""), day]).optional(),
    consentExpiresOn: z.union([z.literal(""), day]).optional(),
    consentNote: optionalTextOr(null, 1000, "atMost"),
  })
  .superRefine((form, context) => {
    if (form.children !== "identifiable" || form.consentScope.length === 0) return;
    if (!form.consentGivenBy) {
      context.addIssue({
        code: "custom",
        path: ["consentGivenBy"],
        message: "Say who gave consent: the parent or carer's name.",
      });
    }
    if (!form.consentGivenOn) {
      context.addIssue({
        code: "custom",
        path: ["consentGivenOn"],
        message: "Enter the date consent was given.",
      });
    }
    if (
      form.consentGivenOn &&
      form.consentExpiresOn &&
      form.consentExpiresOn <= form.consentGivenOn
    ) {
      context.addIssue({
        code: "custom",
        path: ["consentExpiresOn"],
        message: "The expiry date must be after the date consent was given.",
      });
    }
  })
  .transform((form) => {
    const consented = form.children === "identifiable" && form.consentScope.length > 0;
    return {
      children: form.children,
      scope: consented ? form.consentScope : [],
      givenBy: consented ? form.consentGivenBy : null,
      givenOn: consented ? form.consentGivenOn || null : null,
      expiresOn: consented ? form.consentExpiresOn || null : null,
      note: form.consentNote,
    };
  });

export type ConsentFormValues = z.output<typeof consentFormSchema>;

/** The record of a file that shows no identifiable children. */
export const noIdentifiableChildren: ConsentFormValues = {
  children: "none",
  scope: [],
  givenBy: null,
  givenOn: null,
  expiresOn: null,
  note: null,
};

/** Reads the form, whose scope arrives as repeated `consentScope` fields. */
export function readConsentForm(form: FormData) {
  return consentFormSchema.safeParse({
    ...Object.fromEntries(form),
    consentScope: form.getAll("consentScope").map(String),
  });
}
