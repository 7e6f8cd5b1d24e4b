import { expect, test } from "vitest";
import { isDiskFull } from "./disk-full";

test("a full disk or quota is recognised by its code or a tool's words, nothing else", () => {
  const coded = (code: string) => Object.assign(new Error("write failed"), { code });
  expect(isDiskFull(coded("ENOSPC"))).toBe(true);
  expect(isDiskFull(coded("EDQUOT"))).toBe(true);
  // libvips (sharp) and ffmpeg say it only in words.
  expect(
    isDiskFull(new Error("/data/x.jpg: write error\nsystem error: No space left on device")),
  ).toBe(true);
  expect(isDiskFull("av_interleaved_write_frame(): Disk quota exceeded")).toBe(true);
  expect(isDiskFull(coded("EACCES"))).toBe(false);
  expect(isDiskFull(new Error("Input buffer contains unsupported image format"))).toBe(false);
  expect(isDiskFull(undefined)).toBe(false);
});
