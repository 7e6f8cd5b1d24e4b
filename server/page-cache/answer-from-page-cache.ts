import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { ServerConfig } from "../../app/shared/lib/config.server";
import { logger } from "../../app/shared/lib/logger.server";
import { chooseRequestId, requestIdHeader } from "../request-id";
import type { PageCache } from "./page-cache";
import { mayUsePageCache } from "./page-cache-key";
import { sendCachedPage } from "./send-cached-page";

/**
 * The HTTP server's first listener: a visitor's request for a page that is cached at the current
 * content version is answered here, before Express, with its access line and request id and
 * nothing else; everything else goes on to `app`. While the server is stopping everything goes to
 * `app`, which tells clients the connection closes.
 */
export function answerFromPageCache({
  cache,
  app,
  trustProxy,
  isStopping,
  logAccess,
}: {
  cache: PageCache;
  app: RequestListener;
  trustProxy: ServerConfig["trustProxy"];
  isStopping: () => boolean;
  /** The access log (server/access-log.ts), which Express's requests go through too. */
  logAccess: (req: IncomingMessage, res: ServerResponse) => void;
}): RequestListener {
  return (req, res) => {
    if (isStopping() || !mayUsePageCache(req)) return app(req, res);
    const key = cache.keyFor(req);
    if (!cache.store.has(key)) return app(req, res);
    const answerAt = (version: number) => {
      const page = cache.store.get(key, version);
      if (!page) return app(req, res);
      const incoming = req.headers["x-request-id"];
      // Set before the access log sees it, so the id goes out in sendCachedPage's one writeHead.
      req.id = chooseRequestId(typeof incoming === "string" ? incoming : undefined, { trustProxy });
      logAccess(req, res);
      sendCachedPage(req, res, page, [requestIdHeader, req.id]);
    };
    const renderAfresh = (error: unknown) => {
      logger.warn("content version unreadable; rendering afresh", { error });
      app(req, res);
    };
    let version: number | Promise<number>;
    try {
      version = cache.currentVersion();
    } catch (error) {
      return renderAfresh(error);
    }
    if (typeof version === "number") return answerAt(version);
    version.then(answerAt, renderAfresh);
  };
}
