import type { ServerResponse } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  createRequestContext,
  type RequestFacts,
  readPageChangesAt,
} from "../app/shared/lib/request-facts";
import { formatContentSecurityPolicy } from "./content-security-policy";
import { toFetchRequest } from "./fetch-request";
import { keepUsedEarlyBehaviours } from "./keep-used-early-behaviours";
import type { CachedPage } from "./page-cache/cached-page-store";
import { makeCachedPage, type PageCache } from "./page-cache/page-cache";
import { mayUsePageCache } from "./page-cache/page-cache-key";
import { hashOwnInlineScripts } from "./page-cache/script-hashes";
import { sendCachedPage } from "./page-cache/send-cached-page";

/** Headers of the fresh answer that belong to this request alone, not to a cached page. */
const perRequestHeaders = new Set(["x-request-id", "connection"]);

/** Whether this answer may be kept for other visitors. */
function isShareable(response: Response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private/i.test(cacheControl)
  );
}

/** The headers already on `res` (security headers and the like), then the page's own. */
function collectHeaders(res: ServerResponse, page: Headers) {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || perRequestHeaders.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  for (const [name, value] of page) headers.set(name, value);
  return [...headers];
}

async function sendStreamed(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  if (response.headers.has("Referrer-Policy")) res.removeHeader("Referrer-Policy");
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/**
 * React Router's pages and data. An HTML page is read whole: a visitor's page keeps only the
 * early behaviours it uses (keep-used-early-behaviours.ts), and the scripts React wrote are hashed
 * into its CSP (script-hashes.ts); then, when it is a visitor's page (page-cache-key.ts) answered
 * 200 without cookies or no-store, it is kept compressed for the next visitors
 * (answer-from-page-cache.ts) and sent as they will get it. Everything else is sent as it comes.
 */
export function renderPages({
  build,
  mode,
  cache,
  csp,
  readRequestFacts,
}: {
  build: () => Promise<ServerBuild>;
  mode: "production" | "development";
  cache: PageCache | undefined;
  /** Send the Content-Security-Policy header (off in development, where Vite adds scripts). */
  csp: boolean;
  readRequestFacts: (req: Parameters<RequestHandler>[0], res: ExpressResponse) => RequestFacts;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);

  /** Renders and sends one page; returns it when it was kept for the next visitors. */
  async function renderPage(
    req: Parameters<RequestHandler>[0],
    res: ExpressResponse,
    shared: { key: string; version: number } | undefined,
  ): Promise<CachedPage | undefined> {
    const facts = readRequestFacts(req, res);
    const context = createRequestContext(facts);
    const response = await handle(toFetchRequest(req, res), context);
    if (!response.body || !response.headers.get("Content-Type")?.startsWith("text/html")) {
      await sendStreamed(res, response);
      return undefined;
    }
    const { html, scriptHashes } = hashOwnInlineScripts(
      keepUsedEarlyBehaviours(await response.text(), facts.islands?.behaviours),
      facts.cspNonce,
    );
    const pageHeaders = new Headers(response.headers);
    if (csp) pageHeaders.set("Content-Security-Policy", formatContentSecurityPolicy(scriptHashes));
    if (cache && shared && isShareable(response)) {
      const page = await makeCachedPage({
        version: shared.version,
        status: response.status,
        headers: collectHeaders(res, pageHeaders),
        html,
      });
      cache.store.set(shared.key, page, readPageChangesAt(context));
      sendCachedPage(req, res, page);
      return page;
    }
    res.status(response.status);
    // Appended, as the page sent them (each Set-Cookie its own line); its CSP and its
    // Referrer-Policy (a page with a secret in its address sends none) replace the defaults.
    for (const name of ["Content-Security-Policy", "Referrer-Policy"]) {
      if (pageHeaders.has(name)) res.removeHeader(name);
    }
    for (const [name, value] of pageHeaders) res.append(name, value);
    res.end(html);
    return undefined;
  }

  return async (req, res, next) => {
    try {
      if (!cache || !mayUsePageCache(req)) {
        await renderPage(req, res, undefined);
        return;
      }
      const key = cache.keyFor(req);
      // Read before rendering: a change committed during the render leaves the page stale.
      const version = await cache.watch.current().catch(() => undefined);
      if (version === undefined) {
        await renderPage(req, res, undefined);
        return;
      }
      // Visitors asking for a page being rendered for another (after a change, all at once)
      // wait for that render instead of each starting their own.
      const inProgress = cache.renders.get(key);
      if (inProgress?.version === version) {
        const page = await inProgress.page;
        if (page) {
          sendCachedPage(req, res, page);
          return;
        }
      }
      if (req.method !== "GET" || inProgress) {
        await renderPage(req, res, { key, version });
        return;
      }
      let settle: (page: CachedPage | undefined) => void = () => {};
      const page = new Promise<CachedPage | undefined>((resolve) => {
        settle = resolve;
      });
      cache.renders.set(key, { version, page });
      try {
        settle(await renderPage(req, res, { key, version }));
      } finally {
        settle(undefined);
        if (cache.renders.get(key)?.page === page) cache.renders.delete(key);
      }
    } catch (error) {
      next(error);
    }
  };
}
