import { createContext, RouterContextProvider } from "react-router";
import type { EarlyBehaviourScript } from "~/shared/islands/early-behaviour-scripts";

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
   * React Router's scripts, and the early behaviours' scripts it inlines (ADR 0033, 0048).
   * Absent on staff pages.
   */
  islands?: { entry: string; behaviours: readonly EarlyBehaviourScript[] };
};

/** React Router's typed request context (v8 middleware context) holding the request's facts. */
export const requestFacts = createContext<RequestFacts>();

/**
 * The soonest moment (ms since the epoch) this answer's content changes with the clock alone,
 * noted by loaders while rendering; the page cache drops the page then (ADR 0039).
 */
const pageChangesAt = createContext<{ at: number | undefined }>();

/** The context every loader, action and the server entry receive for one request. */
export function createRequestContext(facts: RequestFacts) {
  const context = new RouterContextProvider();
  context.set(requestFacts, facts);
  context.set(pageChangesAt, { at: undefined });
  return context;
}

/** Notes that the page being rendered changes at `at` (null/undefined: not by the clock). */
export function notePageChangesAt(
  context: Readonly<RouterContextProvider>,
  at: Date | number | null | undefined,
) {
  if (at === null || at === undefined) return;
  const moment = typeof at === "number" ? at : at.getTime();
  const noted = context.get(pageChangesAt);
  if (noted.at === undefined || moment < noted.at) noted.at = moment;
}

/** The soonest change noted while rendering, if any. */
export function readPageChangesAt(context: Readonly<RouterContextProvider>) {
  return context.get(pageChangesAt).at;
}
