import { expect, test, vi } from "vitest";
import { createProcessingQueue } from "./processing-queue.server";

vi.mock("~/shared/lib/logger.server", () => ({ logger: { info: () => {} } }));

function makeGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

test("never runs more jobs than its limit, and starts them in arrival order", async () => {
  const queue = createProcessingQueue("test", 2);
  const gates = Array.from({ length: 5 }, makeGate);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const jobs = gates.map((gate, index) =>
    queue.run(async () => {
      running += 1;
      most = Math.max(most, running);
      started.push(index);
      await gate.opened;
      running -= 1;
      return index;
    }),
  );
  await Promise.resolve();
  expect(started).toEqual([0, 1]);

  gates[0]?.open();
  // A job added later waits behind those already waiting.
  const late = queue.run(async () => {
    started.push(5);
    return 5;
  });
  for (const gate of gates) gate.open();
  expect(await Promise.all([...jobs, late])).toEqual([0, 1, 2, 3, 4, 5]);
  expect(most).toBe(2);
  expect(started).toEqual([0, 1, 2, 3, 4, 5]);
});

test("a failing job gives its place to the next", async () => {
  const queue = createProcessingQueue("test", 1);
  const failed = queue.run(() => Promise.reject(new Error("unreadable")));
  const next = queue.run(async () => "next");
  await expect(failed).rejects.toThrow("unreadable");
  expect(await next).toBe("next");
});
