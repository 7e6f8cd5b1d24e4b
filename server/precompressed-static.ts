import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

type ServeStaticOptions = Parameters<typeof express.static>[1];

/** Content-Encoding of each copy `npm run build` writes, best first. */
const copies = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
] as const;

/** The URL paths (from the folder's root) of the files that have a pre-compressed copy. */
function findCompressedCopies(root: string) {
  const found = new Map<string, Set<string>>();
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const copy = copies.find(({ extension }) => entry.endsWith(extension));
    if (!copy) continue;
    const urlPath = `/${entry.slice(0, -copy.extension.length).split(path.sep).join("/")}`;
    const encodings = found.get(urlPath) ?? new Set();
    encodings.add(copy.encoding);
    found.set(urlPath, encodings);
  }
  return found;
}

function decodePath(urlPath: string) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

/**
 * `express.static` for a build folder whose text files have brotli and gzip copies beside them
 * (scripts/precompress-client-build.js): a GET or HEAD for such a file gets the best copy the
 * browser accepts, sent as it is (with its own length and ETag, the original's Content-Type and
 * `Vary: Accept-Encoding`), so nothing is compressed per request; compression() then leaves the
 * answer alone because it is encoded already. The folder is read once, at start.
 */
export function servePrecompressed(root: string, options: ServeStaticOptions): RequestHandler {
  const compressedCopies = findCompressedCopies(root);
  const serveFile = express.static(root, options);
  return (req, res, next) => {
    const encodings =
      req.method === "GET" || req.method === "HEAD"
        ? compressedCopies.get(decodePath(req.path))
        : undefined;
    if (!encodings) return serveFile(req, res, next);
    res.vary("Accept-Encoding");
    // Brotli when the browser takes it, whatever order it lists them in: it is the smaller.
    const chosen = copies.find(
      ({ encoding }) => encodings.has(encoding) && req.acceptsEncodings(encoding) === encoding,
    );
    if (!chosen) return serveFile(req, res, next);
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", chosen.encoding);
    const [pathname, query] = req.url.split("?", 2);
    req.url = `${pathname}${chosen.extension}${query === undefined ? "" : `?${query}`}`;
    serveFile(req, res, next);
  };
}
