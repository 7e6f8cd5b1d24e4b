import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { messages } from "../app/shared/site/messages";

/** The scheme and host that open an absolute-form target (`http://evil.example/about`). */
const absoluteFormStart = /^https?:\/\/[^/?#]*/i;

/**
 * The path and query a request target names, or undefined when it names none (`*`, another
 * scheme). HTTP/1.1 servers must accept the absolute form, which proxies send; the host in it is
 * dropped, so links are built from Host or SITE_URL as for any request
 * (app/shared/lib/site-origin.server.ts), never from a name the client put in the target.
 */
export function readTargetPath(target: string): string | undefined {
  if (target.startsWith("/")) return target;
  const start = target.match(absoluteFormStart);
  if (!start) return undefined;
  const rest = target.slice(start[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * The HTTP server's first listener: every later one (the page cache, Express, React Router)
 * sees `req.url` as a path. A target naming no path gets 400 with its access line.
 */
export function answerTargetsAsPaths(
  listener: RequestListener,
  logAccess: (req: IncomingMessage, res: ServerResponse) => void,
): RequestListener {
  return (req, res) => {
    const path = readTargetPath(req.url ?? "");
    if (path !== undefined) {
      req.url = path;
      listener(req, res);
      return;
    }
    logAccess(req, res);
    res.writeHead(400, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      Connection: "close",
    });
    res.end(messages.access.badRequest);
  };
}
