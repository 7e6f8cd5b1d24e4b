import { expect, test } from "vitest";
import { createRequestContext, notePageChangesAt, readPageChangesAt } from "./request-facts";

test("a page's change moment is the soonest any loader noted; none noted means none", () => {
  const context = createRequestContext({ cspNonce: "n", clientIp: "::1", documentRequest: true });
  expect(readPageChangesAt(context)).toBeUndefined();
  notePageChangesAt(context, null);
  notePageChangesAt(context, new Date(5_000));
  notePageChangesAt(context, 9_000);
  notePageChangesAt(context, 3_000);
  expect(readPageChangesAt(context)).toBe(3_000);
});
