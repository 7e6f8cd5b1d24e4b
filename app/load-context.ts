import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce allowing the inline theme script and React Router's scripts under CSP. */
    cspNonce: string;
    /** The visitor's address (behind a proxy, as TRUST_PROXY allows); used by sign-in throttling. */
    clientIp: string;
    /**
     * True for a full page load, false for React Router's data requests (client-side
     * navigation): a first view waits for all its data, a navigation may stream the slow parts.
     */
    documentRequest: boolean;
    /**
     * On a visitor's page in production, the islands' client entry (ADR 0025): the page is
     * rendered to load it instead of React Router's scripts. Absent on staff pages and in
     * development.
     */
    islandsEntry?: string;
  }
}
