// Preloaded into a test's site server (`node --import`), it moves that process's clock by the
// milliseconds written in SHIFTED_CLOCK_FILE, so a test can step past an event's end or a notice's
// start without waiting. The file is re-read at most every 20 ms; a missing file means no shift.
import { readFileSync } from "node:fs";

const file = process.env.SHIFTED_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  let offset = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  const shiftedNow = () => {
    const real = realNow();
    if (real - readAt >= 20) {
      readAt = real;
      try {
        offset = Number(readFileSync(file, "utf8").trim()) || 0;
      } catch {
        offset = 0;
      }
    }
    return real + offset;
  };
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(shiftedNow());
      else super(...args);
    }
    static now() {
      return shiftedNow();
    }
  }
  globalThis.Date = ShiftedDate;
}
