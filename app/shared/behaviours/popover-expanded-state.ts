/**
 * A `popovertarget` button is announced as expanded by the browser, but its `aria-expanded`
 * attribute (which scripts, styles and tests read) stays as the server wrote it: this keeps it
 * true while the popover it controls is open. Toggle events do not bubble, so the listener
 * captures them on the document, before any element exists.
 */
export function installPopoverExpandedState(document: Document) {
  document.addEventListener(
    "toggle",
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.id || !popover.hasAttribute("popover"))
        return;
      const open = (event as ToggleEvent).newState === "open";
      for (const invoker of document.querySelectorAll(
        `[popovertarget="${CSS.escape(popover.id)}"]`,
      ))
        invoker.setAttribute("aria-expanded", String(open));
    },
    true,
  );
}
