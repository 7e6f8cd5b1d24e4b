import { labelOf } from "~/shared/lib/option-label";

/**
 * Where a parent or carer agreed a child's image may be used: the same words on a file's consent
 * record and on the registration form's photo choices. Zod-free: public pages import it.
 */
export const consentScopes = [
  { value: "website", label: "Website" },
  { value: "social", label: "Social media" },
  { value: "print", label: "Print" },
] as const;
export type ConsentScope = (typeof consentScopes)[number]["value"];

export function scopeLabel(scope: ConsentScope) {
  return labelOf(consentScopes, scope);
}
