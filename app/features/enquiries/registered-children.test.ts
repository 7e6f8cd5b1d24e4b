import { expect, test } from "vitest";
import { listChildNames, readRegisteredChildren } from "./registered-children";

const before0023 = {
  children: null,
  child_first_name: "Sam",
  child_age: "11",
  activities: '["football"]',
  support_needs: "Asthma",
  photo_consent: '["print","website","unknown"]',
};

test("a registration made before siblings reads as its one child, from the old columns", () => {
  expect(readRegisteredChildren(before0023)).toEqual([
    {
      firstName: "Sam",
      age: "11",
      activities: ["football"],
      supportNeeds: "Asthma",
      photoConsent: ["website", "print"],
    },
  ]);
});

test("a registration's children are read from its list, the old columns ignored", () => {
  const children = [
    { firstName: "Ivo", age: "8", activities: [], supportNeeds: "", photoConsent: [] },
    {
      firstName: "Bea",
      age: "9",
      activities: ["wellbeing"],
      supportNeeds: "",
      photoConsent: ["social"],
    },
  ];
  expect(
    readRegisteredChildren({
      ...before0023,
      child_first_name: null,
      children: JSON.stringify(children),
    }),
  ).toEqual(children);
});

test("staff's lists name every child", () => {
  const named = (...names: string[]) =>
    names.map((firstName) => ({
      firstName,
      age: "",
      activities: [],
      supportNeeds: "",
      photoConsent: [],
    }));
  expect(listChildNames(named("Sam"))).toBe("Sam");
  expect(listChildNames(named("Sam", "Ivo"))).toBe("Sam and Ivo");
  expect(listChildNames(named("Sam", "Ivo", "Bea"))).toBe("Sam, Ivo and Bea");
});
