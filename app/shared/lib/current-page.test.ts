import { describe, expect, it } from "vitest";
import { ariaCurrentFor, isCurrentPage } from "./current-page";

describe("isCurrentPage", () => {
  it("marks the page itself", () => {
    expect(isCurrentPage("/about", "/about")).toBe(true);
    expect(isCurrentPage("/about", "/about", true)).toBe(true);
  });

  it("marks a parent for the pages under it, unless exact", () => {
    expect(isCurrentPage("/about/mission", "/about")).toBe(true);
    expect(isCurrentPage("/about/mission", "/about", true)).toBe(false);
  });

  it("does not mistake a longer name for a page under it", () => {
    expect(isCurrentPage("/about-us", "/about")).toBe(false);
  });

  it("marks home only on the home page", () => {
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/about", "/")).toBe(false);
  });
});

describe("ariaCurrentFor", () => {
  it("names only the link to the page itself", () => {
    expect(ariaCurrentFor("/about/mission", "/about/mission")).toBe("page");
    expect(ariaCurrentFor("/about/mission", "/about")).toBeUndefined();
  });
});
