// @vitest-environment happy-dom

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { getPageContent } from "~/features/pages/index.server";
import { hydrateIslands, type IslandLoaders } from "~/shared/islands/hydrate-islands";
import { IslandRendererContext, islandAttributes } from "~/shared/islands/island-context";
import { createIslandRenderer } from "~/shared/islands/island-renderer.server";
import {
  type SiteData,
  SiteDataContext,
  serializeSiteData,
  siteDataElementId,
} from "~/shared/site/site-data";
import { builtInLogo } from "~/shared/site/site-logo";
import { defaultSiteSettings } from "~/shared/site/site-settings";
import { listIslands } from "../../scripts/islands-bundle";
import * as islands from "./islands";

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
      value={createIslandRenderer({ entry: "/assets/islands/islands.js", behaviours: [] })}
    >
      <SiteDataContext value={site}>{node}</SiteDataContext>
    </IslandRendererContext>,
  );
  document.body.innerHTML = `${html}<script type="application/json" id="${siteDataElementId}">${serializeSiteData(site)}</script>`;
}

const defined = Object.values(islands);

/** The islands' components as the client bundle's loaders give them, without the bundle. */
const loaders: IslandLoaders = Object.fromEntries(
  defined.map((island) => [
    island.islandName,
    async () => island.component as ComponentType<never>,
  ]),
);

test("every island the server can render is one the client bundle loads, as the same component", async () => {
  const derived = listIslands().islands;
  expect(derived.map((island) => island.name).sort()).toEqual(
    defined.map((island) => island.islandName).sort(),
  );
  for (const { name, specifier, exportName } of derived) {
    const module = await import(/* @vite-ignore */ specifier);
    expect(module[exportName], name).toBe(defined.find((i) => i.islandName === name)?.component);
  }
});

test("an island the client bundle could not load on its own, or named twice, fails the build", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "island-list-"));
  const write = (name: string, text: string) => {
    const file = path.join(folder, name);
    writeFileSync(file, text);
    return file;
  };
  const inline = write("inline.ts", `export const A = island("a", () => null);`);
  expect(() => listIslands(inline)).toThrow(/component imported by name/);
  write("more.ts", `import { B } from "~/b";\nexport const Again = island("a", B);`);
  const twice = write(
    "twice.ts",
    `import { A } from "~/a";\nexport const First = island("a", A);\nexport { Again } from "./more";`,
  );
  expect(() => listIslands(twice)).toThrow(/named twice: a/);
});

test("outside a visitor's page an island is its component, with no wrapper", () => {
  const { container } = render(<islands.NewsletterFormIsland {...newsletterForm("a")} />);
  expect(container.querySelector(`[${islandAttributes.name}]`)).toBeNull();
  expect(screen.getByRole("button", { name: "Sign me up" })).toBeTruthy();
});

test("on a visitor's page each island is its own root: numbered, with its props, hydrated alone without a mismatch", async () => {
  renderVisitorsPage(
    <>
      <islands.NewsletterFormIsland {...newsletterForm("first")} />
      <islands.NewsletterFormIsland {...newsletterForm("second")} />
    </>,
  );
  const wrappers = document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`);
  expect(Array.from(wrappers, (wrapper) => wrapper.getAttribute(islandAttributes.id))).toEqual([
    "i0-",
    "i1-",
  ]);
  const second = wrappers[1] as HTMLElement;
  expect(JSON.parse(second.getAttribute(islandAttributes.props) ?? "")).toEqual(
    newsletterForm("second"),
  );
  // React's ids come from the island's own root, so the browser's render makes the same ones.
  const email = within(second).getByRole("textbox", { name: /^Your email address/ });
  expect(email.id).toMatch(/^_i1-/);
  const mismatch = vi.spyOn(console, "error");
  const sent = vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(Response.json({ form: "newsletter", ok: true, message: "" }));

  await hydrateIslands(loaders);
  expect(document.documentElement.dataset.hydrated).toBe("true");
  fireEvent.submit(email.closest("form") as HTMLFormElement);
  await waitFor(() =>
    expect(within(second).getByText(newsletterForm("second").thanks)).toBeTruthy(),
  );
  expect(sent).toHaveBeenCalledTimes(1);
  expect(
    within(wrappers[0] as HTMLElement).getByRole("button", { name: "Sign me up" }),
  ).toBeTruthy();
  expect(mismatch).not.toHaveBeenCalled();
});

test("an island's components read the page's site data in the browser, as on the server", async () => {
  // With no role open, the volunteer application says to write to the charity's address instead.
  renderVisitorsPage(<islands.VolunteerApplicationIsland {...volunteerApplication()} />);
  const before = document.body.innerHTML;
  expect(before).toContain(site.settings.email);
  const mismatch = vi.spyOn(console, "error");
  await hydrateIslands(loaders);
  expect(mismatch).not.toHaveBeenCalled();
  expect(document.body.innerHTML).toContain(site.settings.email);
});

function volunteerApplication() {
  for (const section of getPageContent("volunteer-apply").sections) {
    if (section.type === "volunteer-application") return { ...section, opportunities: [] };
  }
  throw new Error("The volunteer application page has no application section.");
}

function newsletterForm(id: string) {
  return {
    id,
    title: "Join our newsletter",
    thanks: `Thanks from the ${id} form.`,
    confirmation: "email" as const,
  };
}
