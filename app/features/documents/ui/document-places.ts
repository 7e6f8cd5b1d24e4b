/** Where a kind of document is listed, in words: "Listed on Our Funders and About Us." */
export function describePlaces(pages: readonly string[]) {
  if (pages.length === 0) {
    return "Listed on no page: link to it from a page's text if visitors need it.";
  }
  const names =
    pages.length === 1 ? pages[0] : `${pages.slice(0, -1).join(", ")} and ${pages.at(-1)}`;
  return `Listed on ${names}.`;
}
