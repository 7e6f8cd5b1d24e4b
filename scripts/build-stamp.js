/**
 * Lets the test commands build once: `write` (the last step of `npm run build`) records a hash
 * of everything the build is made from in build/source-hash; `check` exits 0 only when the build
 * exists and was made from the source as it is now. `npm run build:current` builds unless it
 * was, so the integration suite, the browser suite and CI's lanes share one build.
 *
 * Plain JavaScript (checked by TypeScript through JSDoc), like the other build-time scripts.
 */
// @ts-check
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What `npm run build` reads: the app, the server, static files, build scripts and settings. */
const inputs = [
  "app",
  "server",
  "public",
  "scripts/build-islands.ts",
  "scripts/islands-bundle.ts",
  "scripts/precompress-client-build.js",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
const stampFile = "build/source-hash";

/** @param {string} entry @returns {string[]} */
function listFiles(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile())
    .map((item) => path.join(item.parentPath, item.name));
}

function hashSources() {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

const mode = process.argv[2];
if (mode === "write") {
  writeFileSync(stampFile, `${hashSources()}\n`);
} else if (mode === "check") {
  const current = existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === hashSources();
  if (current) console.log("The build is current: made from the source as it is now.");
  process.exit(current ? 0 : 1);
} else {
  console.error("Usage: node scripts/build-stamp.js write|check");
  process.exit(2);
}
