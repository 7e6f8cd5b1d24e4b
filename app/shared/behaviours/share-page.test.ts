// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { installSharePage, shareWords } from "./share-page";

beforeAll(() => installSharePage(document));
afterEach(() => vi.unstubAllGlobals());

const url = "https://example.org/contact/register-child";

function renderBanner() {
  document.body.innerHTML = `
    <div>
      <button type="button" hidden data-share-url="${url}" data-share-title="Register Your Child">
        <span>Share this page</span>
      </button>
      <p role="status" data-share-status></p>
    </div>`;
  document.dispatchEvent(new Event("DOMContentLoaded"));
  const button = document.querySelector("button") as HTMLButtonElement;
  const status = document.querySelector("[data-share-status]") as HTMLElement;
  return { button, status };
}

test("the button shows once the page is parsed: without JavaScript it stays hidden", () => {
  expect(renderBanner().button.hidden).toBe(false);
});

test("where the phone can share, its share sheet gets the title and the address", async () => {
  const shareSheet = vi.fn().mockResolvedValue(undefined);
  vi.stubGlobal("navigator", { ...navigator, share: shareSheet });
  const { button, status } = renderBanner();
  button.querySelector("span")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  await vi.waitFor(() =>
    expect(shareSheet).toHaveBeenCalledWith({ title: "Register Your Child", url }),
  );
  expect(status.textContent).toBe("");
});

test("elsewhere the address is copied and the status says so", async () => {
  const writeText = vi.fn().mockResolvedValue(undefined);
  vi.stubGlobal("navigator", { clipboard: { writeText } });
  const { button, status } = renderBanner();
  button.click();
  await vi.waitFor(() => expect(status.textContent).toBe(shareWords.copied));
  expect(writeText).toHaveBeenCalledWith(url);
});

test("a second copy is said again at once: the status's words change, not empty for a pause", async () => {
  vi.stubGlobal("navigator", { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
  const { button, status } = renderBanner();
  button.click();
  await vi.waitFor(() => expect(status.textContent).toBe(shareWords.copied));
  const seen: string[] = [];
  new MutationObserver(() => seen.push(status.textContent ?? "")).observe(status, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  button.click();
  await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
  // A screen reader announces a live region's change; the same words again would be no change.
  expect(seen[0]).not.toBe(shareWords.copied);
  expect(seen[0]?.trim()).toBe(shareWords.copied);
});

test("when copying is refused, the status shows the address to copy by hand", async () => {
  vi.stubGlobal("navigator", {
    clipboard: { writeText: vi.fn().mockRejectedValue(new Error("no")) },
  });
  const { button, status } = renderBanner();
  button.click();
  await vi.waitFor(() => expect(status.textContent).toBe(shareWords.notCopied(url)));
});
