import { expect, test } from "vitest";
import { runProcess } from "../support/run-process";

test("the backup drill: backed up while writes go on, wiped, restored, identical", async () => {
  const drill = await runProcess(
    process.execPath,
    ["--import", "tsx", "scripts/backup-drill.ts"],
    process.env,
  );
  expect(drill.code, drill.output).toBe(0);
  expect(drill.output).toContain("Restored data identical to the manifest");
}, 120_000);
