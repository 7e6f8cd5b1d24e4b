/** Marks a menu whose sections are `<details>` (WAI-ARIA APG's disclosure navigation menu). */
export const disclosureNavAttribute = "data-disclosure-nav";

const openSections = `[${disclosureNavAttribute}] details[open]`;

function closeSections(document: Document, keep: (section: HTMLDetailsElement) => boolean) {
  for (const section of document.querySelectorAll<HTMLDetailsElement>(openSections)) {
    if (!keep(section)) section.open = false;
  }
}

/**
 * What HTML's `<details>` does not do for a dropdown menu: Escape closes the open section and,
 * if focus was in it, returns focus to its summary; a click outside it, a link chosen in it, or
 * focus leaving it closes it. (Opening one closes the others natively: the sections share a
 * `name`.)
 */
export function installDisclosureNav(document: Document) {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const section of document.querySelectorAll<HTMLDetailsElement>(openSections)) {
      const focused = section.contains(document.activeElement);
      section.open = false;
      if (focused) section.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest("a[href]");
    closeSections(document, (section) => !link && !!target && section.contains(target));
  });
  document.addEventListener("focusout", (event) => {
    const section = event.target instanceof Element ? event.target.closest(openSections) : null;
    // No next element: a click on the list's background, or leaving the page; a click outside
    // closes the section anyway.
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !(section instanceof HTMLDetailsElement)) return;
    if (!section.contains(next)) section.open = false;
  });
}
