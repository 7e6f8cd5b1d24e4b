import { expect, test } from "vitest";
import type { EarlyBehaviourScript } from "../app/shared/islands/early-behaviour-scripts";
import { keepUsedEarlyBehaviours } from "./keep-used-early-behaviours";

const menu: EarlyBehaviourScript = { module: "menu", markers: ["popover"], script: "menu();" };
const gallery: EarlyBehaviourScript = {
  module: "gallery",
  markers: ["data-gallery"],
  script: 'gallery(" data-carousel=");',
};
const carousel: EarlyBehaviourScript = {
  module: "carousel",
  markers: ["data-carousel", "data-slide"],
  script: "carousel();",
};
const all = [menu, gallery, carousel];

const page = (body: string) =>
  `<html><head><script>menu();\ngallery(" data-carousel=");\ncarousel();</script></head><body>${body}</body></html>`;

test("keeps the behaviours whose markers the page carries, in the list's order", () => {
  const html = keepUsedEarlyBehaviours(
    page('<div data-slide="1"></div><nav popover="auto"></nav>'),
    all,
  );
  expect(html).toBe(
    '<html><head><script>menu();\ncarousel();</script></head><body><div data-slide="1"></div><nav popover="auto"></nav></body></html>',
  );
});

test("a marker in the behaviours' own text or in words does not count; a longer name is another attribute", () => {
  const html = keepUsedEarlyBehaviours(
    page('<p>data-gallery="x"</p><div data-gallery-photo="1" data-popover="x"></div>'),
    all,
  );
  expect(html).toContain("<script></script>");
});

test("a page without the behaviours' script is sent as it was", () => {
  const staffPage = '<html><head><script>other();</script></head><body popover=""></body></html>';
  expect(keepUsedEarlyBehaviours(staffPage, all)).toBe(staffPage);
  expect(keepUsedEarlyBehaviours(page(""), undefined)).toBe(page(""));
});
