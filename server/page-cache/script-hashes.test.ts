import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { hashOwnInlineScripts } from "./script-hashes";

const nonce = "0123456789abcdef0123456789abcdef";
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("the scripts React wrote with the render's nonce are hashed, and the nonce removed", () => {
  const html = [
    `<script nonce="${nonce}">document.documentElement.dataset.theme="dark"</script>`,
    `<script type="module" nonce="${nonce}" async="">import("/assets/entry.js");</script>`,
    `<script nonce="${nonce}" src="/assets/x.js"></script>`,
  ].join("");
  const { html: sent, scriptHashes } = hashOwnInlineScripts(html, nonce);
  expect(scriptHashes).toEqual([
    hashOf(`document.documentElement.dataset.theme="dark"`),
    hashOf(`import("/assets/entry.js");`),
  ]);
  expect(sent).not.toContain(nonce);
  expect(sent).toContain(`<script type="module" async="">import("/assets/entry.js");</script>`);
});

test("a script that got into the page some other way gets no hash, so it cannot run", () => {
  const injected = `<script>alert(document.cookie)</script>`;
  const guessed = `<script nonce="not-the-render-nonce">alert(1)</script>`;
  const html = `<p>${injected}${guessed}</p><script nonce="${nonce}">ok()</script>`;
  const { scriptHashes } = hashOwnInlineScripts(html, nonce);
  expect(scriptHashes).toEqual([hashOf("ok()")]);
});

test("the same script twice is listed once", () => {
  const script = `<script nonce="${nonce}">same()</script>`;
  expect(hashOwnInlineScripts(script + script, nonce).scriptHashes).toEqual([hashOf("same()")]);
});
