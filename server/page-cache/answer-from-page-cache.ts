import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { ServerConfig } from "../../app/lib/config.server";
import { logger } from "../../app/lib/logger.server";
import { logWhenAnswered } from "../access-log";
import { chooseRequestId } from "../request-id";
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
}: {
  cache: PageCache;
  app: RequestListener;
  trustProxy: ServerConfig["trustProxy"];
  isStopping: () => boolean;
}): RequestListener {
  return (req, res) => {
    if (isStopping() || !mayUsePageCache(req)) return app(req, res);
    const key = cache.keyFor(req);
    if (!cache.store.has(key)) return app(req, res);
    const answerAt = (version: number) => {
      const page = cache.store.get(key, version);
      if (!page) return app(req, res);
      sendFromCache(req, res, page, trustProxy);
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

function sendFromCache(
  req: IncomingMessage,
  res: ServerResponse,
  page: Parameters<typeof sendCachedPage>[2],
  trustProxy: ServerConfig["trustProxy"],
) {
  const incoming = req.headers["x-request-id"];
  const requestId = chooseRequestId(typeof incoming === "string" ? incoming : undefined, {
    trustProxy,
  });
  logWhenAnswered(res, { method: req.method, path: req.url ?? "/", requestId });
  sendCachedPage(req, res, page, ["X-Request-Id", requestId]);
}
