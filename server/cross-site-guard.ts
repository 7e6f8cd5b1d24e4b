import type { RequestHandler } from "express";
import { messages } from "../app/shared/site/messages";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request: browsers say where a request came from
 * (Sec-Fetch-Site, and Origin on POST); anything from another site is refused. Requests with
 * neither header come from non-browser clients, which carry no victim's cookies.
 */
export function crossSiteGuard({ siteOrigin }: { siteOrigin: string | undefined }): RequestHandler {
  return (req, res, next) => {
    if (safeMethods.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const expectedOrigin = siteOrigin ?? `${req.protocol}://${req.get("host")}`;
    const crossSite =
      (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
      (origin !== undefined && origin !== expectedOrigin);
    if (crossSite) {
      res.status(403).type("text/plain").send(messages.access.crossSite);
      return;
    }
    next();
  };
}
