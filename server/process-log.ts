import { format } from "node:util";
import { logger } from "../app/shared/lib/logger.server";

type ConsoleLevel = "info" | "warn" | "error";

/** The logger's level for each console method. */
const consoleLevels = {
  log: "info",
  info: "info",
  debug: "info",
  warn: "warn",
  error: "error",
  trace: "error",
} as const satisfies Record<string, ConsoleLevel>;

/** One console call as one logger line: its first error in `error` (with its stack), the rest as text. */
function writeConsoleCall(level: ConsoleLevel, args: unknown[]) {
  const error = args.find((arg) => arg instanceof Error);
  const text = format(...args.filter((arg) => arg !== error));
  logger[level](text || (error as Error | undefined)?.message || "", error ? { error } : {});
}

/**
 * What Node itself would print as raw text on stderr goes through the JSON logger instead: its
 * warnings (deprecations, a library's notices) and, with its stack, an error nothing caught (a
 * rejection nothing handled comes here too, origin "unhandledRejection"), after which the process
 * ends with code 1 as Node's own handler would. So does what libraries print with `console`
 * (React Router's warning about an undecodable path), each call one line.
 */
export function logProcessEvents() {
  // Node's default warning printer is a listener of its own; this one replaces it.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => logger.warn("process warning", { error: warning }));
  process.on("uncaughtException", (error, origin) => {
    logger.error("the server stopped on an error nothing caught", { error, origin });
    process.exit(1);
  });
  for (const [method, level] of Object.entries(consoleLevels)) {
    console[method as keyof typeof consoleLevels] = (...args: unknown[]) =>
      writeConsoleCall(level, args);
  }
}
