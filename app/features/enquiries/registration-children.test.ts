import { expect, test } from "vitest";
import {
  addChildButtonId,
  addChildIntent,
  changeChildren,
  childFirstFieldId,
  childIntentField,
  countChildren,
  maxChildrenPerRegistration,
  registrationFirstFieldId,
  registrationFormWords,
  removeChildIntent,
} from "./registration-children";

const sent = {
  name: "Pat Parent",
  "children.0.firstName": "Sam",
  "children.0.activities": ["football", "boxing-mma"],
  "children.1.firstName": "Ivo",
  "children.2.firstName": "Bea",
  "children.2.photoConsent": "none",
};

test("a form holds one child until more are sent", () => {
  expect(countChildren({ name: "Pat" })).toBe(1);
  expect(countChildren(sent)).toBe(3);
});

test("a form sent to be stored is not a change", () => {
  expect(changeChildren(sent)).toBeUndefined();
});

test("Add another child keeps everything sent and adds an empty child, focused", () => {
  expect(changeChildren({ ...sent, [childIntentField]: addChildIntent })).toEqual({
    values: { ...sent, "children.3.firstName": "" },
    message: "Child 4 added. Fill in their details below.",
    focusId: childFirstFieldId(3),
  });
});

test("no child is added past the limit", () => {
  const full = Object.fromEntries(
    Array.from({ length: maxChildrenPerRegistration }, (_, index) => [
      `children.${index}.firstName`,
      `Child ${index}`,
    ]),
  );
  expect(changeChildren({ ...full, [childIntentField]: addChildIntent })).toEqual({
    values: full,
    message: registrationFormWords.tooMany,
    focusId: childFirstFieldId(maxChildrenPerRegistration - 1),
  });
});

test("removing a child renumbers the ones after it and keeps their answers", () => {
  expect(changeChildren({ ...sent, [childIntentField]: removeChildIntent(1) })).toEqual({
    values: {
      name: "Pat Parent",
      "children.0.firstName": "Sam",
      "children.0.activities": ["football", "boxing-mma"],
      "children.1.firstName": "Bea",
      "children.1.photoConsent": "none",
    },
    message: "Child 2 removed.",
    focusId: addChildButtonId,
  });
});

test("a button that cannot apply changes nothing, and stores nothing", () => {
  const only = { name: "Pat", "children.0.firstName": "Sam" };
  for (const intent of [removeChildIntent(0), removeChildIntent(7), "remove-child-x", "other"]) {
    expect(changeChildren({ ...only, [childIntentField]: intent })).toEqual({
      values: only,
      message: "",
      focusId: registrationFirstFieldId,
    });
  }
});
