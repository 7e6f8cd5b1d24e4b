import { describe, expect, test } from "vitest";
import {
  codeFieldHint,
  generateRecoveryCodes,
  normalizeRecoveryCode,
  pickStoredForm,
  recoveryCodeExample,
  recoveryCodeFormat,
} from "./recovery-code";
import { twoFactorOptions } from "./two-factor-options.server";
import { unambiguousAlphabet } from "./unambiguous-alphabet";

const shape = /^[A-Z0-9]{5}-[A-Z0-9]{5}$/;

describe("recovery codes", () => {
  test("a set is 10 different codes of two groups of five, without look-alike characters", () => {
    for (let round = 0; round < 50; round += 1) {
      const codes = generateRecoveryCodes();
      expect(codes).toHaveLength(recoveryCodeFormat.count);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) {
        expect(code).toMatch(shape);
        expect(code).not.toMatch(/[01ILOS5]/);
        expect([...code.replace("-", "")].every((c) => unambiguousAlphabet.includes(c))).toBe(true);
      }
    }
  });

  test("every character of the alphabet turns up, none more than chance allows", () => {
    const counts = new Map<string, number>();
    for (const code of Array.from({ length: 300 }, () => generateRecoveryCodes()).flat()) {
      for (const character of code.replace("-", "")) {
        counts.set(character, (counts.get(character) ?? 0) + 1);
      }
    }
    // 30,000 characters over 29: about 1,034 each; a biased generator is far outside ±25%.
    expect([...counts.keys()].sort()).toEqual([...unambiguousAlphabet].sort());
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(775);
      expect(count).toBeLessThan(1300);
    }
  });

  test("better-auth makes the codes with our generator", () => {
    const made = twoFactorOptions.backupCodeOptions.customBackupCodesGenerate();
    expect(made).toHaveLength(recoveryCodeFormat.count);
    for (const code of made) expect(normalizeRecoveryCode(code)).toBe(code);
  });

  test("the hint shows a code in the format made, and says how forgiving typing is", () => {
    expect(recoveryCodeExample).toMatch(shape);
    expect(normalizeRecoveryCode(recoveryCodeExample)).toBe(recoveryCodeExample);
    expect(codeFieldHint).toContain(recoveryCodeExample);
    expect(codeFieldHint).toContain("Small letters, spaces and dashes are fine");
  });

  test("small letters, spaces and any dash are read as the code", () => {
    for (const typed of [
      "7KMQ2-XRH4P",
      "7kmq2-xrh4p",
      " 7kmq2 xrh4p ",
      "7KMQ2XRH4P",
      "7KM Q2X RH4P",
      "7kmq2–xrh4p",
      "7-K-M-Q-2-X-R-H-4-P",
    ]) {
      expect(normalizeRecoveryCode(typed), typed).toBe("7KMQ2-XRH4P");
    }
  });

  test("a wrong length or a character the alphabet lacks is not a recovery code", () => {
    expect(normalizeRecoveryCode("7KMQ2-XRH4")).toBeNull();
    expect(normalizeRecoveryCode("7KMQ2-XRH4PP")).toBeNull();
    expect(normalizeRecoveryCode("0KMQ2-XRH4P")).toBeNull();
    expect(normalizeRecoveryCode("aB3dE-fG4hI")).toBeNull();
    expect(normalizeRecoveryCode("123456")).toBeNull();
    expect(normalizeRecoveryCode("")).toBeNull();
  });

  test("an older code (both cases) is checked as typed; a new one in its stored form", () => {
    const older = ["aB3dE-fG4hK", "xyZ12-34abc"];
    // Made of the new alphabet's characters, but stored exactly so: taken as typed.
    expect(pickStoredForm(" aB3dE-fG4hK ", older)).toBe("aB3dE-fG4hK");
    // Not among the older codes: its normalized form is what a new code is stored as.
    expect(pickStoredForm("7kmq2 xrh4p", older)).toBe("7KMQ2-XRH4P");
    expect(pickStoredForm("7kmq2 xrh4p", ["7KMQ2-XRH4P"])).toBe("7KMQ2-XRH4P");
    // Not a code of the new format at all: as typed, without spaces.
    expect(pickStoredForm("xyZ12-34abc", older)).toBe("xyZ12-34abc");
  });
});
