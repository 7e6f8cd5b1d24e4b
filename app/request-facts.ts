import { createContext, RouterContextProvider } from "react-router";

/** What the server knows about a request before React Router handles it. */
export type RequestFacts = {
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
   * On a visitor's page, the islands' client entry (ADR 0025), which the page loads instead of
   * React Router's scripts, and the early behaviours' script it inlines (ADR 0033). Absent on
   * staff pages.
   */
  islands?: { entry: string; behaviours: string };
};

/** React Router's typed request context (v8 middleware context) holding the request's facts. */
export const requestFacts = createContext<RequestFacts>();

/** The context every loader, action and the server entry receive for one request. */
export function createRequestContext(facts: RequestFacts) {
  const context = new RouterContextProvider();
  context.set(requestFacts, facts);
  return context;
}
