import { expect, test } from "vitest";
import { defaultBodyLimitBytes, findBodyLimit, largerBodyLimits } from "./request-body-limits";

test("a form's limit is found by its path, with or without .data", () => {
  expect(findBodyLimit("/admin/pages")).toBe(largerBodyLimits["/admin/pages"]);
  expect(findBodyLimit("/admin/pages.data")).toBe(largerBodyLimits["/admin/pages"]);
  expect(findBodyLimit("/admin/newsletter.data")).toBe(largerBodyLimits["/admin/newsletter"]);
});

test("every other path has the default, and no larger limit is below it", () => {
  for (const path of ["/login", "/login.data", "/send-form", "/contact", "/admin/users.data"]) {
    expect(findBodyLimit(path), path).toBe(defaultBodyLimitBytes);
  }
  for (const [path, limit] of Object.entries(largerBodyLimits)) {
    expect(limit, path).toBeGreaterThan(defaultBodyLimitBytes);
  }
});
