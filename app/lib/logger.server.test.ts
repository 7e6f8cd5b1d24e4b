import { afterEach, expect, test, vi } from "vitest";
import { logger } from "./logger.server";
import { runWithRequestContext } from "./request-context.server";

afterEach(() => {
  vi.restoreAllMocks();
});

/** The JSON lines the logger wrote to the console, whatever the level. */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const capture = (line: unknown) => {
    lines.push(JSON.parse(String(line)) as Record<string, unknown>);
  };
  vi.spyOn(console, "info").mockImplementation(capture);
  vi.spyOn(console, "warn").mockImplementation(capture);
  vi.spyOn(console, "error").mockImplementation(capture);
  return lines;
}

test("an error keeps its name, message, code and stack, and its cause", () => {
  const lines = captureLines();
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
  const lines = captureLines();
  logger.warn("odd failure", { error: "plain words" });
  logger.warn("odder failure", { error: { reason: 42 } });
  expect(lines.map((line) => line.error)).toEqual([
    { name: "string", message: "plain words" },
    { name: "object", message: '{"reason":42}' },
  ]);
});

test("every line logged while handling a request carries its id, across awaits and timers", async () => {
  const lines = captureLines();
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
  const lines = captureLines();
  const loop: Record<string, unknown> = {};
  loop.self = loop;
  logger.info("odd fields", { count: 10n, loop });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: "info", message: "odd fields", count: "10" });
});

test("queued lines go out in one write when the turn ends, and before any later direct line", async () => {
  const written: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  const direct = captureLines();
  logger.queueInfo("request", { path: "/", status: 200 });
  logger.queueInfo("request", { path: "/about", status: 200 });
  expect(written).toEqual([]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(written).toHaveLength(1);
  const lines = written[0]
    ?.trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(lines).toMatchObject([
    { level: "info", message: "request", path: "/", status: 200 },
    { level: "info", message: "request", path: "/about", status: 200 },
  ]);

  logger.queueInfo("request", { path: "/news", status: 200 });
  logger.warn("after it");
  expect(written).toHaveLength(2);
  expect(JSON.parse(String(written[1]))).toMatchObject({ path: "/news" });
  expect(direct.map((line) => line.message)).toEqual(["after it"]);
});
