import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { formatContentSecurityPolicy } from "./content-security-policy";

/**
 * A fresh random nonce per render, put by React and React Router on the scripts they write. It is
 * never sent: the page renderer hashes the scripts carrying it, then removes it (ADR 0022).
 */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("hex");
  next();
};

/**
 * Helmet's headers, and our CSP without inline scripts: a page's answer replaces it with one that
 * lists its own scripts' hashes. In development Vite injects its own inline scripts, so CSP is
 * left off there; every other header is the same in both modes (HSTS only in production).
 */
export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  if (!production) return headers;
  const policy = formatContentSecurityPolicy();
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", policy);
    headers(req, res, next);
  };
}
