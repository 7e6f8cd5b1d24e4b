// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { mainNavigation } from "~/content/navigation";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

afterEach(cleanup);

function Menus({ pathname }: { pathname: string }) {
  return (
    <>
      <DesktopNav items={mainNavigation} pathname={pathname} />
      <MobileNav items={mainNavigation} pathname={pathname} />
    </>
  );
}

const parent = mainNavigation.find((item) => item.children.length > 0);
const child = parent?.children[0];

test("both menus link with plain anchors and mark the page being shown", async () => {
  if (!parent || !child) throw new Error("the menu has no section with pages under it");
  render(<Menus pathname={child.to} />);
  await screen.findByRole("button", { name: "Open menu" });
  const menus = Array.from(document.querySelectorAll<HTMLElement>('nav[aria-label="Main"]'));
  expect(menus).toHaveLength(2);
  for (const menu of menus) {
    const childLink = within(menu).getByRole("link", { name: child.label, hidden: true });
    const parentLink = within(menu).getByRole("link", { name: parent.label, hidden: true });
    const home = within(menu).getByRole("link", { name: "Home", hidden: true });
    expect(childLink.getAttribute("aria-current")).toBe("page");
    // The section is coloured as current, but only the page itself is named current.
    expect(parentLink.getAttribute("aria-current")).toBeNull();
    expect(parentLink.className).toContain("text-teal-");
    expect(home.getAttribute("aria-current")).toBeNull();
    // React Router's links mark themselves for route discovery; a plain anchor does not.
    expect(childLink.hasAttribute("data-discover")).toBe(false);
  }
});
