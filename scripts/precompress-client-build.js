/**
 * The last step of `npm run build`: writes a brotli (`.br`) and a gzip (`.gz`) copy beside every
 * text file in build/client (the hashed assets and the copied public/ artwork), at the highest
 * levels, once, so the server sends them as they are instead of compressing each request
 * (server/precompressed-static.ts). A copy that would not be smaller is not written. Files under
 * 1 KB are left alone, as the server's on-the-fly compression leaves them.
 *
 * Plain JavaScript (checked by TypeScript through JSDoc), like the other build-time scripts.
 */
// @ts-check
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.argv[2] ?? "build/client");
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|ico|map)$/;
const smallest = 1024;

/** @param {string} folder @returns {string[]} */
function listFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let written = 0;
let before = 0;
let after = 0;
// A rebuild into the same folder must not keep a copy of a file that changed or went.
for (const file of listFiles(root)) {
  if (file.endsWith(".br") || file.endsWith(".gz")) rmSync(file);
}
for (const file of listFiles(root)) {
  if (!compressible.test(file)) continue;
  const original = readFileSync(file);
  if (original.length < smallest) continue;
  const copies = {
    ".br": brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    ".gz": gzipSync(original, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [extension, copy] of Object.entries(copies)) {
    if (copy.length >= original.length) continue;
    writeFileSync(file + extension, copy);
    written++;
  }
  before += original.length;
  after += copies[".br"].length;
}
console.info(
  `Pre-compressed ${written} copies in ${path.relative(process.cwd(), root)}: ${(before / 1024).toFixed(0)} KB of text, ${(after / 1024).toFixed(0)} KB as brotli.`,
);
