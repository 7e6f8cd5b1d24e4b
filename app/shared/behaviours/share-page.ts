/**
 * "Tell another parent or carer": a Share button whose value is the address to share. The
 * server renders it hidden, so without JavaScript there is no button that does nothing; once the
 * page is parsed it shows. A tap opens the phone's own share sheet where there is one, and
 * otherwise copies the address and says so in the status beside the button.
 */
export const shareButtonAttribute = "data-share-url";
export const shareTitleAttribute = "data-share-title";
export const shareStatusAttribute = "data-share-status";

export const shareWords = {
  button: "Share this page",
  copied: "Link copied",
  notCopied: (url: string) => `Copy this link to share it: ${url}`,
} as const;

async function share(button: Element) {
  const url = button.getAttribute(shareButtonAttribute) ?? "";
  const title = button.getAttribute(shareTitleAttribute) ?? "";
  const status = button.parentElement?.querySelector(`[${shareStatusAttribute}]`);
  const { navigator } = window;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is the visitor's choice; anything else falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  let said: string = shareWords.copied;
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    said = shareWords.notCopied(url);
  }
  // A second copy must be announced again, and at once: the words alternate with a trailing
  // no-break space, a change a screen reader reads out, instead of emptying and a pause.
  if (status) status.textContent = status.textContent === said ? `${said}\u00a0` : said;
}

export function installSharePage(document: Document) {
  document.addEventListener("DOMContentLoaded", () => {
    for (const button of document.querySelectorAll<HTMLElement>(`[${shareButtonAttribute}]`)) {
      button.hidden = false;
    }
  });
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest(`[${shareButtonAttribute}]`) : null;
    if (button) void share(button);
  });
}
