import { expect, test } from "vitest";
import { createContentVersionWatch } from "./content-version-watch";

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
  const second = watch.current();
  const third = watch.current();
  expect(reader.pending).toHaveLength(1);

  // The first reading began before the second and third callers asked: they must not get it.
  reader.answer(1);
  expect(await first).toBe(1);
  await Promise.resolve();
  expect(reader.pending).toHaveLength(1);
  reader.answer(2);
  expect(await second).toBe(2);
  expect(await third).toBe(2);
});

test("with nothing running, a caller starts its own reading", async () => {
  const reader = manualReader();
  const watch = createContentVersionWatch(reader.read);
  const one = watch.current();
  reader.answer(7);
  expect(await one).toBe(7);
  const two = watch.current();
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
