// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { getPageContent } from "~/content/page-content.server";
import { builtInLogo } from "~/content/site-logo";
import { defaultSiteSettings } from "~/content/site-settings";
import { hydrateIslands } from "./hydrate-islands";
import { IslandRendererContext, islandAttributes } from "./island-context";
import { islandLoaders } from "./island-loaders";
import { createIslandRenderer } from "./island-renderer.server";
import * as islands from "./islands";
import { type SiteData, SiteDataContext, serializeSiteData, siteDataElementId } from "./site-data";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

const site: SiteData = {
  settings: { ...defaultSiteSettings, donationUrl: "", email: "give@example.org" },
  logo: builtInLogo,
};

/** A page as the server renders it for a visitor in production, with its site data script. */
function renderVisitorsPage(node: ReactNode) {
  const html = renderToString(
    <IslandRendererContext
      value={createIslandRenderer({ entry: "/assets/islands/islands.js", behaviours: "" })}
    >
      <SiteDataContext value={site}>{node}</SiteDataContext>
    </IslandRendererContext>,
  );
  document.body.innerHTML = `${html}<script type="application/json" id="${siteDataElementId}">${serializeSiteData(site)}</script>`;
}

test("every island the server can render is one the browser can load, as the same component", async () => {
  const defined = Object.values(islands);
  expect(defined.map((island) => island.islandName).sort()).toEqual(
    Object.keys(islandLoaders).sort(),
  );
  for (const island of defined) {
    expect(await islandLoaders[island.islandName]()).toBe(island.component);
  }
});

test("outside a visitor's page an island is its component, with no wrapper", () => {
  const { container } = render(<islands.MobileNavIsland pathname="/" />);
  expect(container.querySelector(`[${islandAttributes.name}]`)).toBeNull();
  expect(screen.getByRole("button", { name: "Open menu" })).toBeTruthy();
});

test("on a visitor's page each island is its own root: numbered, with its props, hydrated alone without a mismatch", async () => {
  renderVisitorsPage(
    <>
      <islands.ThemeToggleIsland />
      <islands.MobileNavIsland pathname="/about" />
    </>,
  );
  const wrappers = document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`);
  expect(Array.from(wrappers, (wrapper) => wrapper.getAttribute(islandAttributes.id))).toEqual([
    "i0-",
    "i1-",
  ]);
  const menu = wrappers[1] as HTMLElement;
  expect(JSON.parse(menu.getAttribute(islandAttributes.props) ?? "")).toEqual({
    pathname: "/about",
  });
  const button = screen.getByRole("button", { name: "Open menu" });
  // React's ids come from the island's own root, so the browser's render makes the same ones.
  const panelId = button.getAttribute("aria-controls") ?? "";
  expect(panelId).toMatch(/^_i1-/);
  const mismatch = vi.spyOn(console, "error");

  await hydrateIslands();
  expect(document.documentElement.dataset.hydrated).toBe("true");
  fireEvent.click(button);
  await waitFor(() => expect(button.getAttribute("aria-expanded")).toBe("true"));
  const panel = document.getElementById(panelId);
  expect(panel?.hidden).toBe(false);
  expect(panel?.querySelector('a[aria-current="page"]')?.getAttribute("href")).toBe("/about");
  expect(mismatch).not.toHaveBeenCalled();
});

test("an island's components read the page's site data in the browser, as on the server", async () => {
  // With no role open, the volunteer application says to write to the charity's address instead.
  renderVisitorsPage(<islands.VolunteerApplicationIsland {...volunteerApplication()} />);
  const before = document.body.innerHTML;
  expect(before).toContain(site.settings.email);
  const mismatch = vi.spyOn(console, "error");
  await hydrateIslands();
  expect(mismatch).not.toHaveBeenCalled();
  expect(document.body.innerHTML).toContain(site.settings.email);
});

function volunteerApplication() {
  for (const section of getPageContent("volunteer-apply").sections) {
    if (section.type === "volunteer-application") return { ...section, opportunities: [] };
  }
  throw new Error("The volunteer application page has no application section.");
}
