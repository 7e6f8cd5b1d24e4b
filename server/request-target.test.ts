import { expect, test } from "vitest";
import { readTargetPath } from "./request-target";

test("a path stays as it is; an absolute-form target becomes its path and query, its host dropped", () => {
  expect(readTargetPath("/about?x=1")).toBe("/about?x=1");
  expect(readTargetPath("//evil.example/about")).toBe("//evil.example/about");
  expect(readTargetPath("http://evil.example/about?x=1")).toBe("/about?x=1");
  expect(readTargetPath("HTTPS://user@evil.example:8443/admin")).toBe("/admin");
  expect(readTargetPath("http://evil.example")).toBe("/");
  expect(readTargetPath("http://evil.example?x=1")).toBe("/?x=1");
});

test("a target naming no path is not read as one", () => {
  for (const target of ["*", "ftp://evil.example/about", "evil.example:443", ""]) {
    expect(readTargetPath(target)).toBeUndefined();
  }
});
