import {
  bundleProbe,
  discoverControls,
  measureTap,
  openBenchTab,
} from "../support/interaction-taps";
import { expect, test } from "../support/test";

/**
 * `npm run bench:interactions` decides from the page alone which controls to tap and whether a
 * tap was answered or lost. Here it meets a page built to hold one of each: controls answered by
 * HTML, by a script from the start or only after a late "hydration", one that hydration puts back,
 * one nothing answers, and elements it must leave alone.
 */
const url = "http://probe.test/";
const page = `<!doctype html>
<html><head><meta name="viewport" content="width=device-width">
<style>.sr-only{position:absolute;width:1px;height:1px;clip-path:inset(50%);overflow:hidden}</style>
</head><body>
<a class="sr-only" href="#main">Skip to main content</a>
<header>
  <button type="button" id="dead">Does nothing</button>
  <button type="button" popovertarget="panel" aria-expanded="false">Menu</button>
  <div id="panel" popover><button type="button" id="inner" aria-pressed="false">Inside the menu</button></div>
</header>
<main id="main">
  <section><button type="button" id="early">Counts at once</button><p id="early-count">0</p></section>
  <section><button type="button" id="late" class="late">Counts once hydrated</button><p id="late-count">0</p></section>
  <details><summary>More</summary><p>Said by HTML alone.</p></details>
  <label><input type="checkbox" id="taken-back"> Put back by hydration</label>
  <a href="/elsewhere">Another page</a>
  <form><input name="email" required><button>Send</button></form>
</main>
<script>
  const count = (id) => () => { const out = document.getElementById(id); out.textContent = Number(out.textContent) + 1; };
  document.getElementById("early").addEventListener("click", count("early-count"));
  document.getElementById("inner").addEventListener("click", (event) => event.target.setAttribute("aria-pressed", "true"));
  addEventListener("load", () => setTimeout(() => {
    document.getElementById("late").addEventListener("click", count("late-count"));
    document.getElementById("taken-back").checked = false;
    document.documentElement.dataset.hydrated = "true";
  }, 1500));
</script>
</body></html>`;

test("finds the controls a tap can answer, and tells answered taps from lost ones", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tab = await openBenchTab(browser, await bundleProbe());
  await tab.context.route(url, (route) => route.fulfill({ body: page, contentType: "text/html" }));
  try {
    const found = await discoverControls(tab, url, false);
    expect(found.marked).toBe(true);
    const { controls } = found;
    expect(controls.map((control) => control.name)).toEqual([
      "Does nothing",
      "Menu",
      "Counts at once",
      "Counts once hydrated",
      "More",
      "Put back by hydration",
      "Inside the menu",
    ]);
    const named = (name: string) => {
      const control = controls.find((candidate) => candidate.name === name);
      if (!control) throw new Error(`no control named ${name}`);
      return control;
    };
    const outcome = (name: string, moment: "load" | "idle") =>
      measureTap(tab, found, named(name), moment);

    expect(await outcome("Does nothing", "idle")).toEqual({ kind: "lost", undone: false });
    expect(await outcome("Menu", "load")).toMatchObject({ kind: "timed", change: "open <div>" });
    expect(await outcome("Inside the menu", "load")).toMatchObject({
      kind: "timed",
      change: "aria-pressed on <button>",
    });
    expect(await outcome("Counts at once", "load")).toMatchObject({
      kind: "timed",
      change: "content of <p>",
    });
    expect(await outcome("Counts once hydrated", "load")).toEqual({ kind: "lost", undone: false });
    expect(await outcome("Counts once hydrated", "idle")).toMatchObject({ kind: "timed" });
    expect(await outcome("More", "load")).toMatchObject({
      kind: "timed",
      change: "open on <details>",
    });
    expect(await outcome("Put back by hydration", "load")).toEqual({ kind: "lost", undone: true });
    expect(await outcome("Put back by hydration", "idle")).toMatchObject({ kind: "timed" });
  } finally {
    await tab.context.close();
  }
});
