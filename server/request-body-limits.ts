/**
 * How large a form's body may be, in bytes, before the server refuses it unread (413): the one
 * place these limits are set (server/limit-form-bodies.ts applies them). Uploads are not forms
 * here: they stream to disk with their own limits (app/features/media/media-types.ts).
 */

import { readPagePath } from "./react-router-internals";

const kilobytes = 1024;

/**
 * Every form but those below: the largest, a registration or a staff record, is about 20 KB
 * (its longest fields are 4,000 characters, up to 9 bytes each once urlencoded: 36 KB).
 */
export const defaultBodyLimitBytes = 64 * kilobytes;

/** Forms that legitimately send more, by the path they post to (`.data` or not). */
export const largerBodyLimits: Readonly<Record<string, number>> = {
  // The page editor sends the whole page as JSON. The largest save a charity would make (the
  // privacy policy's five formatted texts, each at the editor's 20,000-character limit) measures
  // 209 KB urlencoded (tests/support/maximal-page-save.ts); this leaves room for text that is
  // not plain English.
  "/admin/pages": 1024 * kilobytes,
  // The Content tab's main text: up to 20,000 characters, 9 bytes a character at worst once
  // urlencoded (180 KB).
  "/admin/content": 256 * kilobytes,
  // A newsletter: the same text as a formatted document's JSON (ADR 0038), whose quotes and
  // braces are urlencoded too. At the editor's limits in the costliest characters, half bold and
  // half linked, it measures 565 KB (app/features/newsletter/newsletter-draft.test.ts).
  "/admin/newsletter": 1024 * kilobytes,
  // Settings: about 3,300 characters of fields and four web addresses (45 KB at worst).
  "/admin/settings": 128 * kilobytes,
};

/** The limit for a request to `path` (the dashboard posts to `<path>.data`). */
export function findBodyLimit(path: string) {
  return largerBodyLimits[readPagePath(path)] ?? defaultBodyLimitBytes;
}
