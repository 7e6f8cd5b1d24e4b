import { expect, test } from "vitest";
import { readSignInAnswer } from "~/shared/auth/sign-in-answer";

test("an answer with the user signs them in", () => {
  expect(
    readSignInAnswer({ redirect: false, token: "t", user: { id: "u1", email: "a@example.org" } }),
  ).toEqual({ outcome: "signed-in", user: { id: "u1", email: "a@example.org" } });
});

test("two-factor's answer asks for the code", () => {
  expect(readSignInAnswer({ twoFactorRedirect: true })).toEqual({ outcome: "code-needed" });
});

test.each([
  null,
  {},
  { user: null },
  { user: { id: "", email: "a@example.org" } },
  { token: "t" },
  "ok",
])("an answer without a user (%o) is no sign-in", (response) => {
  expect(readSignInAnswer(response)).toEqual({ outcome: "no-user" });
});
