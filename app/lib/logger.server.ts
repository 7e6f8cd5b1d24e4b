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

/** BigInts as text; anything else JSON cannot write spoils only its own field, not the line. */
function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, inner) =>
      typeof inner === "bigint" ? inner.toString() : inner,
    );
  } catch {
    return JSON.stringify(String(value));
  }
}

function writeFields(fields: Record<string, unknown>) {
  const written: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    // Most fields are plain values (the access line's all are): the line's own JSON.stringify
    // writes them as they are (a NaN as null), with no round trip.
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      written[name] = value;
      continue;
    }
    const json = safeJson(value);
    if (json !== undefined) written[name] = JSON.parse(json);
  }
  return written;
}

/**
 * Lines queued by `logger.queueInfo`: the access log's, one per request, which a busy server
 * writes thousands of a second. They go out together in one write when the event loop's turn
 * ends (a write per line took about a quarter of the server's time for a cached page, in a CPU
 * profile under `npm run bench:throughput`'s load); any other line, and the process's exit,
 * writes them first, so lines keep their order.
 */
let queued = "";

function writeQueued() {
  if (!queued) return;
  const text = queued;
  queued = "";
  process.stdout.write(text);
}

process.once("exit", writeQueued);

/**
 * One JSON line per event, so logs from several processes can be searched the same way. A line
 * written while a request is handled carries its `requestId` (request-context.server.ts).
 */
function write(level: "info" | "warn" | "error", message: string, fields: Fields) {
  const { error, ...rest } = fields;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...readRequestContext(),
    ...writeFields(rest),
    ...("error" in fields ? { error: serialiseError(error) } : {}),
  });
  writeQueued();
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.info(line);
}

/** A queued line's fields are plain values, so the line needs no conversions, only stringify. */
type PlainFields = Record<string, string | number | boolean | undefined>;

function queueInfo(message: string, fields: PlainFields) {
  if (!queued) setImmediate(writeQueued);
  const line = { time: new Date().toISOString(), level: "info", message, ...readRequestContext() };
  queued += `${JSON.stringify(Object.assign(line, fields))}\n`;
}

export const logger = {
  info: (message: string, fields: Fields = {}) => write("info", message, fields),
  warn: (message: string, fields: Fields = {}) => write("warn", message, fields),
  error: (message: string, fields: Fields = {}) => write("error", message, fields),
  /** An info line that may wait for the end of this turn of the event loop (see `queued`). */
  queueInfo: (message: string, fields: PlainFields = {}) => queueInfo(message, fields),
};
