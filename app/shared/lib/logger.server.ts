import { type DestinationStream, type LoggerOptions, pino } from "pino";
import { readRequestContext } from "./request-context.server";

/** A line's own fields; `error` takes anything thrown and is written with its name, message and stack. */
type Fields = { error?: unknown; [field: string]: unknown };

type SerialisedError = {
  name: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: SerialisedError;
  errors?: SerialisedError[];
};

/** How deep causes and an AggregateError's errors are followed: enough for an SDK's wrapped error. */
const maxErrorDepth = 3;

/**
 * pino's own error serialiser folds causes into the message and stack and keeps every enumerable
 * property (an SDK's request, with its headers); this keeps name, message, code and stack, and the
 * causes as errors of their own.
 */
function serialiseError(error: unknown, depth = 0): SerialisedError {
  if (!(error instanceof Error)) {
    const message = typeof error === "string" ? error : (safeJson(error) ?? String(error));
    return { name: typeof error, message };
  }
  const serialised: SerialisedError = { name: error.name, message: error.message };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") serialised.code = code;
  if (error.stack) serialised.stack = error.stack;
  if (depth < maxErrorDepth) {
    if (error.cause !== undefined) serialised.cause = serialiseError(error.cause, depth + 1);
    // Node's connection errors are AggregateErrors (one per address tried) with an empty message.
    if (error instanceof AggregateError) {
      serialised.errors = error.errors.map((inner) => serialiseError(inner, depth + 1));
    }
  }
  return serialised;
}

function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, inner) =>
      typeof inner === "bigint" ? inner.toString() : inner,
    );
  } catch {
    return JSON.stringify(String(value));
  }
}

/**
 * One JSON line per event, as every line has looked since issue 16: `time` (ISO 8601), `level`
 * (`info`, `warn`, `error`) and `message`, no process id or host name, and, while a request is
 * handled, its `requestId` (request-context.server.ts).
 */
const options: LoggerOptions = {
  base: undefined,
  messageKey: "message",
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { error: serialiseError },
  // A fresh object each line: pino merges the line's own fields into it.
  mixin: () => {
    const context = readRequestContext();
    return context ? { requestId: context.requestId } : {};
  },
};

/** The project's logger over pino: `logger.warn(message, fields)`, written to `destination`. */
export function createLogger(destination: DestinationStream) {
  const lines = pino(options, destination);
  return {
    info: (message: string, fields: Fields = {}) => lines.info(fields, message),
    warn: (message: string, fields: Fields = {}) => lines.warn(fields, message),
    error: (message: string, fields: Fields = {}) => lines.error(fields, message),
    /** The pino logger underneath, for pino-http's access log (server/access-log.ts). */
    pino: lines,
  };
}

/**
 * Every level to standard output, written asynchronously: lines logged while a write is under
 * way go out together in the next one (a write per line took about a quarter of the server's
 * time for a cached page under load), and pino writes what is left synchronously at exit.
 */
export const logger = createLogger(pino.destination({ dest: 1, sync: false }));
