import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line written while handling one request carries (server/request-id.ts sets it). */
export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `handle` (and everything it starts: awaits, timers, callbacks) inside the request's context. */
export function runWithRequestContext<Result>(context: RequestContext, handle: () => Result) {
  return storage.run(context, handle);
}

/** The request being handled, or undefined outside any request (start-up, scheduled jobs). */
export function readRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
