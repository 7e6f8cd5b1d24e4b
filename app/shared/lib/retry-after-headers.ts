import type { HeadersFunction } from "react-router";

/**
 * A route's headers: its loader's, plus an action's Retry-After (a form refused for too many
 * tries), which React Router would otherwise leave out of the page and its data answer.
 */
export const headersWithRetryAfter: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
};
