import type { Database } from "~/shared/db/database-types";
import { type ConsentScope, consentScopes } from "~/shared/site/consent-scopes";

/** One registered child as staff read it. */
export type ChildSummary = {
  firstName: string;
  /** As the parent wrote it: an age or a date of birth. */
  age: string;
  /** Activity keys (enquiry-vocabulary). */
  activities: string[];
  /** Special category data, shared with consent; "" when none. */
  supportNeeds: string;
  /** The uses a parent agreed to; empty: no photos. */
  photoConsent: ConsentScope[];
};

type ChildColumns = Pick<
  Database["enquiries"],
  "children" | "child_first_name" | "child_age" | "activities" | "support_needs" | "photo_consent"
>;

/** A stored JSON list of keys; null or anything else unreadable is none. */
function readKeyList(value: unknown): string[] {
  const list = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter((item) => typeof item === "string") : [];
}

/** Only the uses the media library knows; nothing readable means no photos, the safe reading. */
function readPhotoConsent(value: unknown): ConsentScope[] {
  const agreed = readKeyList(value);
  return consentScopes.map((scope) => scope.value).filter((scope) => agreed.includes(scope));
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A registration's children: its `children` list, or for a registration made before siblings
 * could be added (migration 0023), its one child from the old columns.
 */
export function readRegisteredChildren(row: ChildColumns): ChildSummary[] {
  if (row.children === null) {
    return [
      {
        firstName: text(row.child_first_name),
        age: text(row.child_age),
        activities: readKeyList(row.activities),
        supportNeeds: text(row.support_needs),
        photoConsent: readPhotoConsent(row.photo_consent),
      },
    ];
  }
  const children = JSON.parse(row.children) as unknown;
  if (!Array.isArray(children)) return [];
  return children.map((child: Record<string, unknown>) => ({
    firstName: text(child.firstName),
    age: text(child.age),
    activities: readKeyList(child.activities),
    supportNeeds: text(child.supportNeeds),
    photoConsent: readPhotoConsent(child.photoConsent),
  }));
}

/** "Sam", "Sam and Ivo", "Sam, Ivo and Bea": how staff's lists name a registration's children. */
export function listChildNames(children: readonly ChildSummary[]) {
  const names = children.map((child) => child.firstName || "A child");
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
}
