import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { mapEmbedOrigins } from "../app/content/site-settings";
import { youTubeEmbedOrigin } from "../app/lib/youtube";

type ResponseWithNonce = ServerResponse & { locals: { cspNonce: string } };

/** A fresh nonce per response, for the inline theme script and React Router's hydration scripts. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

export function buildContentSecurityPolicy() {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        (_req: IncomingMessage, res: ServerResponse) =>
          `'nonce-${(res as ResponseWithNonce).locals.cspNonce}'`,
      ],
      // React renders style attributes during SSR; stylesheets themselves are same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: [...mapEmbedOrigins, youTubeEmbedOrigin],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      // No <base> may redirect the page's relative links and scripts.
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/**
 * Helmet with our CSP. In development Vite injects its own inline scripts, so CSP is left off
 * there; every other header is the same in both modes (HSTS only in production).
 */
export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: production ? buildContentSecurityPolicy() : false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}
