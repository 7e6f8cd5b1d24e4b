import { expect, test } from "vitest";
import { createInFlightWork } from "./in-flight-work";

test("interrupt reaches only the work still in progress that has an interrupt", async () => {
  const inFlight = createInFlightWork();
  const interrupted: string[] = [];
  let finishUpload = () => {};
  const upload = new Promise<void>((resolve) => {
    finishUpload = resolve;
  });
  void inFlight.track(upload, () => interrupted.push("upload"));
  await inFlight.track(Promise.resolve(), () => interrupted.push("done"));
  void inFlight.track(new Promise(() => {}));

  expect(inFlight.interrupt()).toBe(1);
  expect(interrupted).toEqual(["upload"]);
  finishUpload();
  await upload;
  await Promise.resolve();
  expect(inFlight.interrupt()).toBe(0);
});
