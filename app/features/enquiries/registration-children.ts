import type { PublicFormChange } from "~/shared/forms/public-form-handler";
import type { PublicFormValues } from "~/shared/forms/public-forms";

/**
 * One registration holds a parent's details once and one or more children, each with fields of
 * their own named `children.<index>.<key>`, so a field's error (its zod path joined by dots) is
 * keyed by the field's own name. Adding or removing a child is a submit button named `intent`:
 * without JavaScript the page's action answers with the form one child longer or shorter
 * (nothing stored); with it, the form does the same in place. Zod-free: public pages import it.
 */

/** Enough for a large family; a class or a club registers through the charity's staff. */
export const maxChildrenPerRegistration = 6;

export const childFieldKeys = [
  "firstName",
  "age",
  "activities",
  "supportNeeds",
  "supportNeedsConsent",
  "photoConsent",
] as const;
export type ChildFieldKey = (typeof childFieldKeys)[number];

export function childFieldName(index: number, key: ChildFieldKey) {
  return `children.${index}.${key}`;
}

const childFieldPattern = /^children\.(\d+)\.(.+)$/;

/** The submit buttons' field and values: "add-child", or "remove-child-<index>". */
export const childIntentField = "intent";
export const addChildIntent = "add-child";
const removeChildPrefix = "remove-child-";
export function removeChildIntent(index: number) {
  return `${removeChildPrefix}${index}`;
}

/** Ids the "Start the form" link and a changed form's focus go to (fragments work without JS). */
export const registrationFirstFieldId = "registration-first-field";
export const addChildButtonId = "registration-add-child";
export function childFirstFieldId(index: number) {
  return `registration-child-${index + 1}-first-name`;
}

export const registrationFormWords = {
  startForm: "Start the form",
  submit: "Register my child",
  addChild: "Add another child",
  addChildHint: `Registering brothers or sisters? Add each child here, up to ${maxChildrenPerRegistration}: you only fill in your own details once.`,
  removeChild: (index: number) => `Remove child ${index + 1}`,
  added: (index: number) => `Child ${index + 1} added. Fill in their details below.`,
  removed: (index: number) => `Child ${index + 1} removed.`,
  tooMany: `You can register up to ${maxChildrenPerRegistration} children on one form. Please send another form for the rest.`,
  /** One child is "your child", as the form always said; several are numbered. */
  legend: (index: number, count: number) =>
    count === 1 ? "About your child" : `Child ${index + 1}`,
} as const;

/** A child's error names the child once there are several: "Child 2: enter their first name." */
export function nameChildInError(index: number, count: number, message: string) {
  if (count === 1) return message;
  return `Child ${index + 1}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/** How many children the sent fields hold: one more than the highest index, at least one. */
export function countChildren(values: Readonly<PublicFormValues>) {
  let count = 1;
  for (const name of Object.keys(values)) {
    const match = childFieldPattern.exec(name);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}

/**
 * The sent fields with the children's gathered into a list, in index order: what the
 * registration schema reads. Gaps (an index nobody sent) are empty children, so they are refused.
 */
export function groupChildFields(values: Readonly<PublicFormValues>) {
  const parent: PublicFormValues = {};
  const children: PublicFormValues[] = [];
  for (const [name, value] of Object.entries(values)) {
    const match = childFieldPattern.exec(name);
    if (!match) {
      parent[name] = value;
      continue;
    }
    const index = Number(match[1]);
    // A bot's huge index must not become a huge list; the schema refuses more than the limit.
    if (index > maxChildrenPerRegistration) continue;
    children[index] ??= {};
    (children[index] as PublicFormValues)[match[2] as string] = value;
  }
  return { ...parent, children: Array.from(children, (child) => child ?? {}) };
}

/**
 * `values` with child `from`'s fields renamed to index `to`, or dropped when `to` is null: the
 * same renaming the form does in place when a child is removed.
 */
export function renumberChildFields(
  values: Readonly<Record<string, unknown>>,
  renumber: (index: number) => number | null,
) {
  const renamed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const match = childFieldPattern.exec(name);
    if (!match) {
      renamed[name] = value;
      continue;
    }
    const index = renumber(Number(match[1]));
    if (index !== null) renamed[`children.${index}.${match[2]}`] = value;
  }
  return renamed;
}

/**
 * The form one child longer or shorter when a child's button was pressed, or undefined when the
 * form was sent to be stored. The parent's details and every other child's are kept; a button
 * that cannot apply (a seventh child, a child not there) changes nothing and stores nothing.
 */
export function changeChildren(fields: Readonly<PublicFormValues>): PublicFormChange | undefined {
  const intent = fields[childIntentField];
  if (intent === undefined) return undefined;
  const { [childIntentField]: _, ...values } = fields;
  const count = countChildren(values);
  if (intent === addChildIntent) {
    if (count >= maxChildrenPerRegistration) {
      return {
        values,
        message: registrationFormWords.tooMany,
        focusId: childFirstFieldId(count - 1),
      };
    }
    return {
      values: { ...values, [childFieldName(count, "firstName")]: "" },
      message: registrationFormWords.added(count),
      focusId: childFirstFieldId(count),
    };
  }
  const removed =
    typeof intent === "string" && intent.startsWith(removeChildPrefix)
      ? Number(intent.slice(removeChildPrefix.length))
      : Number.NaN;
  if (!Number.isInteger(removed) || removed < 0 || removed >= count || count === 1) {
    return { values, message: "", focusId: registrationFirstFieldId };
  }
  return {
    values: renumberChildFields(values, (index) =>
      index === removed ? null : index > removed ? index - 1 : index,
    ) as PublicFormValues,
    message: registrationFormWords.removed(removed),
    focusId: addChildButtonId,
  };
}
