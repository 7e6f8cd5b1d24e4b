import { youTubeEmbedOrigin } from "../app/shared/lib/youtube";
import { mapEmbedOrigins } from "../app/shared/site/site-settings";

/**
 * The site's Content Security Policy. Scripts come from the site itself; the page's own inline
 * scripts are allowed by their hashes, listed per page when it is rendered
 * (server/page-cache/script-hashes.ts, ADR 0022): never 'unsafe-inline', never a nonce.
 */
const directives: Record<string, readonly string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // React renders style attributes during SSR; stylesheets themselves are same-origin.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": [...mapEmbedOrigins, youTubeEmbedOrigin],
  "media-src": ["'self'"],
  "object-src": ["'none'"],
  // No <base> may redirect the page's relative links and scripts.
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** The policy's header value, allowing these inline scripts' hashes (`'sha256-…'`). */
export function formatContentSecurityPolicy(scriptHashes: readonly string[] = []) {
  return Object.entries(directives)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === "script-src" ? scriptHashes : [])].join(" "),
    )
    .join("; ");
}
