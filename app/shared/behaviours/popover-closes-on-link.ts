/**
 * A link chosen in a popover (the phone menu) closes it: the visitor sees the tap taken, and a
 * page the browser brings back from its back-forward cache comes back with the menu shut.
 */
export function installPopoverClosesOnLink(document: Document) {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const popover = link?.closest<HTMLElement>("[popover]");
    // Hiding a popover that is not shown does nothing.
    popover?.hidePopover();
  });
}
