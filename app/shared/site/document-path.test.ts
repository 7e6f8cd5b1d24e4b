import { describe, expect, test } from "vitest";
import { isDocumentPath, makeDocumentFileName, makeDocumentPath } from "./document-path";

describe("document paths", () => {
  test("a title becomes a plain file name", () => {
    expect(makeDocumentFileName("Annual Report 2025/26")).toBe("annual-report-2025-26.pdf");
    expect(makeDocumentFileName("  Café policy: “safe” spaces! ")).toBe(
      "cafe-policy-safe-spaces.pdf",
    );
  });

  test("a title of no letters or digits still names a file", () => {
    expect(makeDocumentFileName("“”")).toBe("document.pdf");
  });

  test("a long title is cut at a word's end", () => {
    const name = makeDocumentFileName(`${"a".repeat(79)} b`);
    expect(name).toBe(`${"a".repeat(79)}.pdf`);
  });

  test("the path names the document by id, then by title", () => {
    const path = makeDocumentPath({ id: "abc-123", title: "Safeguarding policy" });
    expect(path).toBe("/documents/abc-123/safeguarding-policy.pdf");
    expect(isDocumentPath(path)).toBe(true);
    expect(isDocumentPath("https://example.org/documents/x.pdf")).toBe(false);
  });
});
