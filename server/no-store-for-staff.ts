import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * The dashboard, sign-in and their data, redirects, files and errors: `/admin…` and `/login…`,
 * in any letter case (routes ignore it), with or without a query string.
 */
const staffPath = /^\/(admin|login)([/.?]|$)/i;

export function isStaffPath(path: string) {
  return staffPath.test(path);
}

/**
 * `Cache-Control: no-store` on every staff response, whatever a route said: personal data and
 * session-bound pages must not be kept by browsers or shared caches. Set as the headers go out,
 * so a route's own Cache-Control cannot replace it.
 */
export const noStoreForStaff: RequestHandler = (req, res, next) => {
  if (!isStaffPath(req.path)) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // A route's own no-store may say more (the upload progress stream's no-transform).
    if (!String(this.getHeader("Cache-Control") ?? "").includes("no-store")) {
      this.setHeader("Cache-Control", "no-store");
    }
    return (writeHead as (...params: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  next();
};
