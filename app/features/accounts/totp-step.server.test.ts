import { expect, test } from "vitest";
import { findCodeStep, makeStepCode } from "./totp-step.server";

// RFC 6238 appendix B's SHA-1 key; its 8-digit codes end in these 6 digits.
const key = Buffer.from("12345678901234567890", "ascii");

test("codes are RFC 6238's (SHA-1, 30-second steps), to 6 digits", () => {
  expect(makeStepCode(key, Math.floor(59 / 30))).toBe("287082");
  expect(makeStepCode(key, Math.floor(1111111109 / 30))).toBe("081804");
  expect(makeStepCode(key, Math.floor(1234567890 / 30))).toBe("005924");
  expect(makeStepCode(key, Math.floor(2000000000 / 30))).toBe("279037");
});

test("a code's step is found one step either side of now, and no further", () => {
  const at = 1234567890_000;
  const now = Math.floor(at / 30_000);
  for (const step of [now - 1, now, now + 1]) {
    expect(findCodeStep(key, makeStepCode(key, step), at)).toBe(step);
  }
  for (const step of [now - 2, now + 2]) {
    const code = makeStepCode(key, step);
    const near = [now - 1, now, now + 1].map((near) => makeStepCode(key, near));
    if (!near.includes(code)) expect(findCodeStep(key, code, at)).toBeNull();
  }
  expect(findCodeStep(key, "12345", at)).toBeNull();
});
