import type { RouterContextProvider } from "react-router";

type RequestContext = Readonly<RouterContextProvider>;

/**
 * The cookies a dashboard action set, for the loaders of the same request. A form posted without
 * JavaScript gets the action's answer and the page in one response, and the page's loaders run
 * with the cookies the request came with: after a password change (or two-factor turned on or
 * off, which also replace the session) they would read the ended session and clear the cookie
 * the action had just set. Keyed by the request context, which the action and loaders share.
 */
const setByAction = new WeakMap<RequestContext, string[]>();

/** Remembers the Set-Cookie lines of an action's answer for this request's loaders. */
export function keepActionCookies(context: RequestContext, headers: HeadersInit | undefined) {
  const lines = new Headers(headers).getSetCookie();
  if (lines.length > 0) setByAction.set(context, lines);
}

/** The request with the action's cookies applied, as the browser will hold them. */
export function applyActionCookies(request: Request, context: RequestContext) {
  const lines = setByAction.get(context);
  if (!lines) return request;
  const cookies = new Map(
    (request.headers.get("cookie") ?? "")
      .split(";")
      .map((pair) => pair.trim())
      .filter((pair) => pair.includes("="))
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  for (const line of lines) {
    const [pair = "", ...attributes] = line.split(";");
    const name = pair.slice(0, pair.indexOf("=")).trim();
    const value = pair.slice(pair.indexOf("=") + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    if (expired || value === "") cookies.delete(name);
    else cookies.set(name, value);
  }
  const headers = new Headers(request.headers);
  headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  return new Request(request.url, { headers, signal: request.signal });
}
