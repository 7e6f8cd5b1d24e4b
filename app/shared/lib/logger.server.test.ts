import { expect, test } from "vitest";
import { createLogger } from "./logger.server";
import { runWithRequestContext } from "./request-context.server";

/** A logger whose lines are kept, parsed, instead of written to standard output. */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    write: (line: string) => {
      for (const one of line.trimEnd().split("\n")) {
        lines.push(JSON.parse(one) as Record<string, unknown>);
      }
    },
  });
  return { lines, logger };
}

test("a line is time, level and message, then its own fields: no process id or host name", () => {
  const { lines, logger } = captureLines();
  logger.info("Site running", { port: 3000 });
  expect(lines).toHaveLength(1);
  expect(Object.keys(lines[0] ?? {}).sort()).toEqual(["level", "message", "port", "time"]);
  expect(lines[0]).toMatchObject({ level: "info", message: "Site running", port: 3000 });
  expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
});

test("an error keeps its name, message, code and stack, and its cause", () => {
  const { lines, logger } = captureLines();
  const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), {
    code: "ECONNREFUSED",
  });
  const error = new TypeError("the bucket did not answer", { cause });
  logger.error("upload failed", { error, route: "quick" });

  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: "error",
    message: "upload failed",
    route: "quick",
    error: {
      name: "TypeError",
      message: "the bucket did not answer",
      cause: { name: "Error", message: "connect ECONNREFUSED 127.0.0.1:9", code: "ECONNREFUSED" },
    },
  });
  const logged = lines[0]?.error as { stack: string; cause: { stack: string } };
  expect(logged.stack).toContain("TypeError: the bucket did not answer");
  expect(logged.stack).toMatch(/\n\s+at .*logger\.server\.test\.ts/);
  expect(logged.cause.stack).toMatch(/\n\s+at /);
});

test("something thrown that is not an Error is still logged as text", () => {
  const { lines, logger } = captureLines();
  logger.warn("odd failure", { error: "plain words" });
  logger.warn("odder failure", { error: { reason: 42 } });
  expect(lines.map((line) => line.error)).toEqual([
    { name: "string", message: "plain words" },
    { name: "object", message: '{"reason":42}' },
  ]);
});

test("every line logged while handling a request carries its id, across awaits and timers", async () => {
  const { lines, logger } = captureLines();
  await runWithRequestContext({ requestId: "req-one" }, async () => {
    logger.info("first");
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.warn("after a timer");
    await Promise.resolve();
    logger.error("after an await", { error: new Error("x") });
  });
  await runWithRequestContext({ requestId: "req-two" }, async () => logger.info("second request"));
  logger.info("outside any request");

  expect(lines.map((line) => [line.message, line.requestId])).toEqual([
    ["first", "req-one"],
    ["after a timer", "req-one"],
    ["after an await", "req-one"],
    ["second request", "req-two"],
    ["outside any request", undefined],
  ]);
});

test("a field that cannot be written as JSON never stops the line", () => {
  const { lines, logger } = captureLines();
  const loop: Record<string, unknown> = {};
  loop.self = loop;
  logger.info("odd fields", { count: 10n, loop });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: "info", message: "odd fields", count: 10 });
});
