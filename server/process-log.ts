import { logger } from "../app/lib/logger.server";

/**
 * What Node itself would print as raw text on stderr goes through the JSON logger instead: its
 * warnings (deprecations, a library's notices) and, with its stack, an error nothing caught,
 * after which the process ends with code 1 as Node's own handler would.
 */
export function logProcessEvents() {
  // Node's default warning printer is a listener of its own; this one replaces it.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => logger.warn("process warning", { error: warning }));
  process.on("uncaughtException", (error, origin) => {
    logger.error("the server stopped on an error nothing caught", { error, origin });
    process.exit(1);
  });
}
