import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { buildLinkUrl, signLink, verifyLink } from "./newsletter-links.server";

const secret = randomBytes(32);
const subscriberId = "5f0c2a9e-3b1d-4c7a-9e21-8d4b6f1a2c3e";

test("a link built for a subscriber carries their id and a signature that verifies", () => {
  const url = new URL(buildLinkUrl("https://www.example.org", secret, "confirm", subscriberId));
  expect(`${url.origin}${url.pathname}`).toBe("https://www.example.org/newsletter/confirm");
  expect(url.searchParams.get("s")).toBe(subscriberId);
  const token = url.searchParams.get("t") ?? "";
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(verifyLink(secret, "confirm", subscriberId, token)).toBe(true);
  expect(buildLinkUrl("https://www.example.org", secret, "unsubscribe", subscriberId)).toMatch(
    /^https:\/\/www\.example\.org\/newsletter\/unsubscribe\?s=[^&]+&t=[A-Za-z0-9_-]{43}$/,
  );
});

test("an altered signature, another subscriber, the other purpose or another secret is refused", () => {
  const token = signLink(secret, "unsubscribe", subscriberId);
  expect(verifyLink(secret, "unsubscribe", subscriberId, token)).toBe(true);

  // Every single-character change, the last one included (its low bits carry no data).
  for (let index = 0; index < token.length; index += 1) {
    const replacement = token[index] === "A" ? "B" : "A";
    const altered = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
    expect(verifyLink(secret, "unsubscribe", subscriberId, altered), `character ${index}`).toBe(
      false,
    );
  }
  expect(verifyLink(secret, "unsubscribe", subscriberId, `${token}=`)).toBe(false);
  expect(verifyLink(secret, "unsubscribe", subscriberId, token.slice(0, -1))).toBe(false);
  expect(verifyLink(secret, "unsubscribe", subscriberId, "")).toBe(false);
  expect(verifyLink(secret, "unsubscribe", `${subscriberId}x`, token)).toBe(false);
  expect(verifyLink(secret, "confirm", subscriberId, token)).toBe(false);
  expect(verifyLink(randomBytes(32), "unsubscribe", subscriberId, token)).toBe(false);
});
