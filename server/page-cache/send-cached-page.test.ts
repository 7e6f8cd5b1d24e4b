import { expect, test } from "vitest";
import { chooseEncoding } from "./send-cached-page";

test("brotli when taken, then gzip, else the plain body; q=0 refuses", () => {
  expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(chooseEncoding("gzip, deflate")).toBe("gzip");
  expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(chooseEncoding("*")).toBe("br");
  expect(chooseEncoding("*, br;q=0")).toBe("gzip");
  expect(chooseEncoding("identity")).toBe("identity");
  expect(chooseEncoding(undefined)).toBe("identity");
  expect(chooseEncoding("gzip;q=0, br;q=0")).toBe("identity");
});
