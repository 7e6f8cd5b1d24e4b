import type { Server } from "node:http";
import { constants } from "node:os";
import type { RequestHandler } from "express";
import { logger } from "../app/shared/lib/logger.server";
import type { InFlightWork } from "./in-flight-work";
import type { Readiness } from "./readiness";

/** Once the grace period is over: how long cut uploads get to clean up, and the database to close. */
const finishMs = 5_000;
/** How long uploads answered 503 at the end of the grace period get to close their connections. */
const answeredMs = 1_000;

export type ShutdownParts = {
  server: Server;
  readiness: Readiness;
  /** How long requests in progress may take to finish before their connections are cut. */
  graceMs: number;
  inFlight: InFlightWork;
  /** Starts no new job; resolves once the one running, if any, has ended. */
  stopJobs: () => Promise<void>;
  /** Removes this process's upload temp files; synchronous, so a second signal can too. */
  removeTempFiles: () => void;
  closeDatabase: () => Promise<void>;
};

/**
 * While stopping, every answer tells the client the connection closes after it, so connections
 * kept alive (a load balancer's) end instead of outliving the server.
 */
export function closeConnectionsWhileStopping(readiness: Readiness): RequestHandler {
  return (_req, res, next) => {
    if (readiness.stopping) res.setHeader("Connection", "close");
    next();
  };
}

/** Whether `work` settles (either way) within `ms`; a failure is logged. */
function settlesWithin(work: Promise<unknown>, ms: number, what: string) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true,
    (error) => {
      logger.error(`Stopping: ${what} failed`, { error });
      return true;
    },
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/** The orderly stop; resolves with the exit code (1 when work had to be abandoned). */
async function shutDown(signal: NodeJS.Signals, parts: ShutdownParts) {
  const { server, readiness, graceMs, inFlight } = parts;
  logger.info("Stopping: not ready, refusing new connections, finishing requests", {
    signal,
    graceSeconds: graceMs / 1000,
  });
  readiness.markStopping();
  const jobsStopped = parts.stopJobs();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // With every connection closed no request can start, so the work tracked then is all there is.
  const drained = Promise.all([closed.then(() => inFlight.settled()), jobsStopped]);

  let finished = await settlesWithin(drained, graceMs, "finishing requests");
  // Uploads still arriving are answered (503, try again) before their connections go.
  const answered = finished ? 0 : inFlight.interrupt();
  if (answered > 0) {
    logger.warn("Stopping: the grace period is over, answering uploads still arriving with 503", {
      uploads: answered,
    });
    finished = await settlesWithin(drained, answeredMs, "finishing requests");
  }
  if (!finished) {
    logger.warn("Stopping: the grace period is over, cutting the connections still open", {
      connections: await new Promise<number>((resolve) =>
        server.getConnections((_error, count) => resolve(count)),
      ),
    });
    server.closeAllConnections();
    finished = await settlesWithin(drained, finishMs, "finishing requests");
  }
  parts.removeTempFiles();
  const databaseClosed = await settlesWithin(
    parts.closeDatabase(),
    finishMs,
    "closing the database",
  );
  if (!finished || !databaseClosed) {
    logger.error("Stopped with work unfinished", { requestsAndJobs: finished, databaseClosed });
    return 1;
  }
  logger.info("Stopped");
  return 0;
}

/**
 * SIGTERM or SIGINT: readiness answers 503 at once, new connections are refused and idle kept-alive
 * ones closed, requests in progress (an upload streaming in too) may finish within the grace
 * period, after which an upload still arriving is answered 503 with Retry-After and the
 * connections still open are cut; then the job runner stops, this process's upload
 * temp files go, the database closes and the process exits 0. A second signal exits at once,
 * with 128 + the signal's number (143 for SIGTERM, 130 for SIGINT), as a shell reports a kill.
 */
export function stopOnSignals(parts: ShutdownParts) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn("Stopping at once: a second signal", { signal });
      parts.removeTempFiles();
      process.exit(128 + constants.signals[signal]);
    }
    stopping = true;
    void shutDown(signal, parts).then((code) => process.exit(code));
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
