// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { disclosureNavAttribute } from "~/shared/behaviours/disclosure-nav";
import { headerMessages } from "~/shared/site/header-messages";
import { mainNavigation } from "../navigation";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

afterEach(cleanup);

function renderMenus(pathname: string) {
  render(
    <>
      <DesktopNav items={mainNavigation} pathname={pathname} />
      <MobileNav items={mainNavigation} pathname={pathname} />
    </>,
  );
  const menus = Array.from(document.querySelectorAll<HTMLElement>('nav[aria-label="Main"]'));
  expect(menus).toHaveLength(2);
  return menus;
}

function findSection(label: string) {
  const section = mainNavigation.find((item) => item.label === label);
  if (!section) throw new Error(`The menu has no ${label} section`);
  return section;
}

const about = findSection("About Us");
const child = about.children[0];

describe("both menus (wide screens' and phones')", () => {
  test("link with plain anchors and mark the page being shown", () => {
    if (!child) throw new Error("About Us has no pages under it");
    for (const menu of renderMenus(child.to)) {
      const childLink = within(menu).getByRole("link", { name: child.label, hidden: true });
      const home = within(menu).getByRole("link", { name: "Home", hidden: true });
      const overview = within(menu).getByRole("link", {
        name: headerMessages.sectionOverview(about.label),
        hidden: true,
      });
      expect(childLink.getAttribute("aria-current")).toBe("page");
      expect(overview.getAttribute("aria-current")).toBeNull();
      expect(home.getAttribute("aria-current")).toBeNull();
      // The section is coloured as current, but only the page itself is named current.
      const summary = sectionOf(menu, about.label).querySelector("summary");
      expect(summary?.className).toContain("text-teal-");
      // React Router's links mark themselves for route discovery; a plain anchor does not.
      expect(childLink.hasAttribute("data-discover")).toBe(false);
    }
  });

  test("open each section with its summary, whose list starts with the section's own page", () => {
    for (const menu of renderMenus("/")) {
      for (const item of mainNavigation.filter((entry) => entry.children.length > 0)) {
        const section = sectionOf(menu, item.label);
        const hrefs = Array.from(section.querySelectorAll("a"), (link) =>
          link.getAttribute("href"),
        );
        expect(section.querySelector("a")?.textContent).toBe(
          headerMessages.sectionOverview(item.label),
        );
        expect(hrefs[0]).toBe(item.to);
        // Contact Us lists itself among its pages: it is not listed twice.
        expect(new Set(hrefs).size).toBe(hrefs.length);
        expect(section.open).toBe(false);
      }
    }
  });
});

test("the wide screens' sections are one disclosure menu: opening one closes the others", () => {
  const [desktop] = renderMenus("/");
  expect(desktop?.hasAttribute(disclosureNavAttribute)).toBe(true);
  const names = Array.from(desktop?.querySelectorAll("details") ?? [], (section) => section.name);
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(1);
  expect(names[0]).not.toBe("");
});

test("the phone menu's button opens its panel, a popover, with no script", () => {
  const [, phone] = renderMenus("/");
  const button = screen.getByRole("button", { name: headerMessages.menu });
  expect(button.getAttribute("popovertarget")).toBe(phone?.id);
  expect(button.getAttribute("aria-controls")).toBe(phone?.id);
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(phone?.getAttribute("popover")).toBe("auto");
  // Join Us and Donate stay in the panel too.
  expect(
    within(phone as HTMLElement).getByRole("link", { name: "Donate", hidden: true }),
  ).toBeTruthy();
  expect(
    within(phone as HTMLElement).getByRole("link", { name: "Join Us", hidden: true }),
  ).toBeTruthy();
});

function sectionOf(menu: HTMLElement, label: string) {
  const summary = Array.from(menu.querySelectorAll("summary")).find(
    (candidate) => candidate.textContent === label,
  );
  const section = summary?.closest("details");
  if (!section) throw new Error(`No ${label} section in the menu`);
  return section;
}
