import { createHash } from "node:crypto";

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The page's own inline scripts, allowed by their hashes instead of a nonce, so one body can be
 * sent to every visitor (ADR 0022). The page is rendered with a random nonce that only React and
 * React Router put on the scripts they write; it is never sent: each script carrying it is hashed
 * and the attribute removed. A script that got into the HTML any other way (injected markup)
 * lacks the nonce, so it gets no hash and the browser refuses it.
 */
export function hashOwnInlineScripts(html: string, renderNonce: string) {
  const attribute = ` nonce="${renderNonce}"`;
  const ownScript = new RegExp(
    `<script\\b[^>]*${escapeRegExp(attribute)}[^>]*>([\\s\\S]*?)</script>`,
    "g",
  );
  const hashes: string[] = [];
  for (const match of html.matchAll(ownScript)) {
    const [tag, content = ""] = match;
    // An external script (with src) is allowed by 'self'; its nonce just goes.
    if (/^<script\b[^>]*\ssrc=/.test(tag)) continue;
    const hash = `'sha256-${createHash("sha256").update(content).digest("base64")}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return { html: html.replaceAll(attribute, ""), scriptHashes: hashes };
}
