import { expect, test } from "vitest";
import { generateSetupCode } from "./setup-code.server";

test("a setup code is 12 unambiguous characters in three groups of four, different each time", () => {
  const codes = Array.from({ length: 200 }, generateSetupCode);
  for (const code of codes) {
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    // Characters read alike aloud or on a screen are never used.
    expect(code).not.toMatch(/[01ILOS5]/);
  }
  expect(new Set(codes).size).toBe(codes.length);
});
