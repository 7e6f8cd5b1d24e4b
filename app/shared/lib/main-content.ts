/**
 * The id of every page's `<main>`: the skip link (root.tsx) leads to it on visitors' and staff
 * pages alike, and visitors' first paint waits until it is parsed.
 */
export const mainContentId = "main-content";
