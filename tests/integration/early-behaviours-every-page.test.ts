import { readFileSync } from "node:fs";
import { Window } from "happy-dom";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { EarlyBehaviourScript } from "../../app/shared/islands/early-behaviour-scripts";
import { publicPages } from "../../app/shared/site/page-registry";
import { type AppServer, startAppServer } from "../support/app-server";

/**
 * A visitor's page inlines only the early behaviours it uses, chosen from the rendered HTML's text
 * (server/keep-used-early-behaviours.ts, ADR 0048). Checked here with an HTML parser on every
 * public page of the production build, with a giving page and a footer map set so that their
 * behaviours have pages: a behaviour's script is in the page exactly when an element carries one
 * of its markers, and the scripts keep the list's order.
 */

let server: AppServer;
const { behaviours } = JSON.parse(readFileSync("build/islands.json", "utf8")) as {
  behaviours: EarlyBehaviourScript[];
};
const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    handleDisabledFileLoadingAsSuccess: true,
  },
});
const seen = new Set<string>();

const settings = {
  donationUrl: "https://give.example.org/northfold?amount={amount}",
  mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=-1.56,53.79,-1.53,53.81",
};

beforeAll(async () => {
  server = await startAppServer();
  // Before any page is rendered, so none is cached without them.
  for (const [key, value] of Object.entries(settings)) {
    const row = { value: JSON.stringify(value), updated_at: new Date().toISOString() };
    await server.database.db
      .insertInto("site_setting")
      .values({ key, ...row, updated_by: null })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
      .execute();
  }
});

afterAll(async () => {
  await server?.stop();
  await window.happyDOM.close();
});

test.each(publicPages.map((page) => page.route))(
  "%s inlines exactly the early behaviours its elements need",
  async (path) => {
    const response = await fetch(new URL(path, server.baseUrl));
    expect(response.status).toBe(200);
    const document = new window.DOMParser().parseFromString(await response.text(), "text/html");
    const inline = [...document.querySelectorAll("head script:not([src])")].map(
      (script) => script.textContent ?? "",
    );
    const needed = behaviours.filter((behaviour) =>
      document.querySelector(behaviour.markers.map((marker) => `[${marker}]`).join(", ")),
    );
    const expected = needed.map((behaviour) => behaviour.script).join("\n");
    expect(inline, "one script holds the page's behaviours, in the list's order").toContain(
      expected,
    );
    for (const behaviour of behaviours) {
      const included = inline.some((script) => script.includes(behaviour.script));
      expect(included, behaviour.module).toBe(needed.includes(behaviour));
      if (included) seen.add(behaviour.module);
    }
  },
);

test("the public pages between them need the behaviours of the controls they show", () => {
  for (const module of [
    "popover-expanded-state",
    "disclosure-nav",
    "theme-toggle",
    "carousel",
    "gallery-dialog",
    "donation-amounts",
    "footer-map",
    "impact-counters",
    "picture-fallbacks",
    "share-page",
  ]) {
    expect(seen, module).toContain(module);
  }
});
