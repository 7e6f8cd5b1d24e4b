import type { ServerConfig } from "../app/shared/lib/config.server";

export type DeploymentCheck = {
  /** Settings the site cannot work with: the server refuses to start and says why. */
  problems: string[];
  /** Settings it works with, but not as a public site should. */
  warnings: string[];
};

/** Looks for settings that would fail quietly later, so the start-up log can say so. */
export function checkDeployment(config: ServerConfig): DeploymentCheck {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (config.siteOrigin?.startsWith("https:") && config.trustProxy === false) {
    // Node serves plain HTTP only, so an https SITE_URL means a TLS proxy in front; untrusted,
    // every request looks like plain HTTP and Secure sign-in cookies are never sent back.
    problems.push(
      `SITE_URL is ${config.siteOrigin} but TRUST_PROXY is not set, so every request looks like plain HTTP and nobody could sign in. Set TRUST_PROXY to the HTTPS proxy in front of the site (usually TRUST_PROXY=1), or use an http:// SITE_URL.`,
    );
  }
  if (config.production && !config.siteOrigin) {
    warnings.push(
      `SITE_URL is not set: canonical links, sitemap.xml, robots.txt and emailed links name http://localhost:${config.port} unless the site is opened at localhost. Set SITE_URL to the site's public address.`,
    );
  }
  return { problems, warnings };
}
