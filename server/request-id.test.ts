import { expect, test } from "vitest";
import { chooseRequestId } from "./request-id";

test("a fresh random id for every request when the proxy is not trusted", () => {
  const first = chooseRequestId("from-the-client", { trustProxy: false });
  const second = chooseRequestId(undefined, { trustProxy: false });
  expect(first).not.toBe("from-the-client");
  expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(second).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(first).not.toBe(second);
});

test("a trusted proxy's well-formed id is kept", () => {
  expect(chooseRequestId("lb-7f3a_91-x", { trustProxy: 1 })).toBe("lb-7f3a_91-x");
  expect(chooseRequestId("a".repeat(64), { trustProxy: "loopback" })).toBe("a".repeat(64));
});

test("a trusted proxy's malformed id is replaced", () => {
  for (const incoming of ["", "a".repeat(65), "has space", "semi;colon", '{"json":1}', "é"]) {
    const chosen = chooseRequestId(incoming, { trustProxy: 1 });
    expect(chosen, incoming).not.toBe(incoming);
    expect(chosen).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  }
});
