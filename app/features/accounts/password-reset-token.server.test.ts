import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  hashResetToken,
  isWellFormedResetToken,
  makeResetToken,
  readResetLinkState,
  resetLinkExpiry,
  resetLinkLifetimeMinutes,
} from "./password-reset-token.server";

describe("password reset tokens", () => {
  test("each token is 256 random bits in base64url, different every time", () => {
    const tokens = Array.from({ length: 500 }, makeResetToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(isWellFormedResetToken(token)).toBe(true);
    }
  });

  test("only the SHA-256 of a token is stored: hex, fixed, and not the token", () => {
    const token = makeResetToken();
    const hash = hashResetToken(token);
    expect(hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashResetToken(token)).toBe(hash);
    expect(hashResetToken(`${token}x`)).not.toBe(hash);
  });

  test("a mangled token is not even looked up", () => {
    const token = makeResetToken();
    for (const mangled of ["", token.slice(1), `${token}A`, `${token.slice(0, 42)}=`, "../x"]) {
      expect(isWellFormedResetToken(mangled), mangled).toBe(false);
    }
  });

  test("a link works for exactly one hour", () => {
    expect(resetLinkLifetimeMinutes).toBe(60);
    const created = new Date("2026-12-01T10:00:00.000Z");
    const expires = resetLinkExpiry(created);
    expect(expires.toISOString()).toBe("2026-12-01T11:00:00.000Z");
    const row = { expires_at: expires.toISOString(), used_at: null };
    expect(readResetLinkState(row, new Date("2026-12-01T10:59:59.999Z"))).toBe("usable");
    expect(readResetLinkState(row, expires)).toBe("expired");
    expect(readResetLinkState(row, new Date("2026-12-02T10:00:00.000Z"))).toBe("expired");
  });

  test("a used link stays used, before and after it would have expired", () => {
    const row = { expires_at: "2026-12-01T11:00:00.000Z", used_at: "2026-12-01T10:05:00.000Z" };
    expect(readResetLinkState(row, new Date("2026-12-01T10:06:00.000Z"))).toBe("used");
    expect(readResetLinkState(row, new Date("2026-12-01T12:00:00.000Z"))).toBe("used");
  });
});
