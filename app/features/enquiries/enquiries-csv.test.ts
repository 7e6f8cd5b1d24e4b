import { expect, test } from "vitest";
import { buildEnquiriesCsv } from "./enquiries-csv";
import type { EnquirySummary } from "./enquiry-summary";

const registration: EnquirySummary = {
  id: "r1",
  kind: "registration",
  status: "done",
  name: "Bea Parent",
  email: "bea@example.org",
  phone: "07700 900123",
  topic: null,
  message: null,
  emergencyContact: "Jo, 07700 900456",
  children: [
    {
      firstName: "Sam",
      age: "11",
      activities: ["football", "bike-rides"],
      supportNeeds: "-Asthma",
      photoConsent: [],
    },
  ],
  notes: "Rang back",
  version: 2,
  createdAt: "2030-06-01T09:00:00.000Z",
  doneAt: "2030-06-02T09:00:00.000Z",
  updatedByEmail: "staff@example.org",
};

test("a registration's row is in the tab's words: labels, activities, photo choice, UK times", () => {
  const [header, row] = buildEnquiriesCsv([registration]).slice(1).split("\r\n");
  expect(header?.split(",")).toHaveLength(17);
  expect(row).toBe(
    [
      "1 Jun 2030, 10:00",
      "Registration",
      "Done",
      "Bea Parent",
      "bea@example.org",
      "07700 900123",
      "",
      "",
      "1 of 1",
      "Sam",
      "11",
      "Football and Route One Rovers, Bike rides",
      "'-Asthma",
      "Jo, 07700 900456",
      "No photos",
      "Rang back",
      "2 Jun 2030, 10:00",
    ]
      .map((cell) => `"${cell}"`)
      .join(","),
  );
});

test("a message has its topic and words, and no photo column", () => {
  const message: EnquirySummary = {
    ...registration,
    kind: "contact",
    status: "new",
    phone: null,
    topic: "bike",
    message: "Can I borrow a bike?",
    emergencyContact: null,
    children: null,
    doneAt: null,
  };
  const row = buildEnquiriesCsv([message]).split("\r\n")[1];
  expect(row).toContain('"Message","New"');
  expect(row).toContain('"Borrowing a bike","Can I borrow a bike?","","","","","","","",');
});

test("a registration of siblings is a row per child, each with the parent's details", () => {
  const siblings: EnquirySummary = {
    ...registration,
    children: [
      ...(registration.children ?? []),
      { firstName: "Ivo", age: "8", activities: [], supportNeeds: "", photoConsent: ["website"] },
    ],
  };
  const rows = buildEnquiriesCsv([siblings]).trimEnd().split("\r\n").slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain('"Bea Parent","bea@example.org","07700 900123","","","1 of 2","Sam"');
  expect(rows[1]).toContain(
    '"Bea Parent","bea@example.org","07700 900123","","","2 of 2","Ivo","8","","","Jo, 07700 900456","Website"',
  );
});
