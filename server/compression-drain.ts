import type { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * Goes right after `compression()`. That middleware hands every `drain` listener added to the
 * response to its zlib stream, but not their removal: a `res.once("drain")` wrapper (React
 * Router waits that way at each backpressure) tries to take itself off the response and stays on
 * the stream. A long page piles them up until Node warns of a listener leak. This sends the
 * removal of a drain listener to wherever compression put it.
 */
export function removeDrainListenersWhereAdded(
  _request: Request,
  response: Response,
  next: NextFunction,
) {
  const addListener = response.on;
  const removeListener = response.removeListener;
  let drainTarget: EventEmitter = response;
  response.on = function on(this: Response, type: string | symbol, listener: Listener) {
    const target: EventEmitter = addListener.call(this, type, listener);
    if (type === "drain") drainTarget = target;
    return this;
  } as Response["on"];
  response.addListener = response.on;
  response.removeListener = function remove(
    this: Response,
    type: string | symbol,
    listener: Listener,
  ) {
    if (type === "drain" && drainTarget !== this) drainTarget.removeListener(type, listener);
    return removeListener.call(this, type, listener);
  } as Response["removeListener"];
  response.off = response.removeListener;
  next();
}
