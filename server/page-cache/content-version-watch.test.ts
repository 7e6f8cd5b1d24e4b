import { expect, test } from "vitest";
import { createContentVersionWatch } from "./content-version-watch";

/** Lets the watch start a reading it has scheduled for a coming turn of the event loop. */
async function nextTurn() {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** A version read by hand: each reading waits until the test answers it. */
function manualReader() {
  const pending: ((version: number) => void)[] = [];
  return {
    read: () => new Promise<number>((resolve) => pending.push(resolve)),
    pending,
    answer(version: number) {
      pending.shift()?.(version);
    },
  };
}

test("callers arriving during a reading wait for the next one, which all of them share", async () => {
  const reader = manualReader();
  const watch = createContentVersionWatch(reader.read);
  const first = watch.current();
  await nextTurn();
  expect(reader.pending).toHaveLength(1);
  // The first reading has begun: a change committed now could be missed by it.
  const second = watch.current();
  const third = watch.current();
  reader.answer(1);
  expect(await first).toBe(1);
  await nextTurn();
  expect(reader.pending).toHaveLength(1);
  reader.answer(2);
  expect(await second).toBe(2);
  expect(await third).toBe(2);
});

test("callers arriving in the same turn share one reading, begun after the last of them asked", async () => {
  const reader = manualReader();
  const watch = createContentVersionWatch(reader.read);
  const callers = Array.from({ length: 20 }, () => watch.current());
  expect(reader.pending).toHaveLength(0);
  await nextTurn();
  expect(reader.pending).toHaveLength(1);
  reader.answer(3);
  expect(await Promise.all(callers)).toEqual(Array(20).fill(3));
});

test("with nothing running, a caller starts its own reading", async () => {
  const reader = manualReader();
  const watch = createContentVersionWatch(reader.read);
  const one = watch.current();
  await nextTurn();
  reader.answer(7);
  expect(await one).toBe(7);
  const two = watch.current();
  await nextTurn();
  expect(reader.pending).toHaveLength(1);
  reader.answer(8);
  expect(await two).toBe(8);
});

test("a failed reading fails its callers only; the next callers read again", async () => {
  let calls = 0;
  const watch = createContentVersionWatch(async () => {
    calls += 1;
    if (calls === 1) throw new Error("database gone");
    return 9;
  });
  await expect(watch.current()).rejects.toThrow("database gone");
  expect(await watch.current()).toBe(9);
});
