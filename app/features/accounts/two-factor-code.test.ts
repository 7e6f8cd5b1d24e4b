import { describe, expect, test } from "vitest";
import { groupSecret, isAppCode, normalizeCode, readTotpSecret } from "./two-factor-code";

describe("two-factor codes as typed", () => {
  test("a 6-digit code loses the spaces and dashes apps show inside it", () => {
    expect(normalizeCode(" 123 456 ")).toBe("123456");
    expect(normalizeCode("123-456")).toBe("123456");
    expect(isAppCode(normalizeCode("123 456"))).toBe(true);
  });

  test("a recovery code keeps its dash and its letters' case", () => {
    expect(normalizeCode(" aB3dE-fG4hI ")).toBe("aB3dE-fG4hI");
    expect(isAppCode("aB3dE-fG4hI")).toBe(false);
    expect(isAppCode(normalizeCode("12345-67890"))).toBe(false);
  });

  test("too short or too long is not an app code", () => {
    expect(isAppCode("12345")).toBe(false);
    expect(isAppCode("1234567")).toBe(false);
  });

  test("the secret comes out of the otpauth address, grouped in fours for typing", () => {
    const secret = readTotpSecret(
      "otpauth://totp/Charity%20site:admin%40example.org?secret=JBSWY3DPEHPK3PXPJBSW&issuer=Charity%20site&digits=6&period=30",
    );
    expect(secret).toBe("JBSWY3DPEHPK3PXPJBSW");
    expect(groupSecret(secret)).toBe("JBSW Y3DP EHPK 3PXP JBSW");
  });
});
