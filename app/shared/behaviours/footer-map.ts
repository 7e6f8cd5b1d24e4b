/**
 * The footer map's place (footer-map.tsx): an empty box carrying the map's address and title,
 * which is all a visitor without JavaScript gets (the Open in maps link below works either way).
 */
export const footerMapAttributes = {
  src: "data-footer-map",
  title: "data-footer-map-title",
} as const;

const nearScreen = "200px";

/** Puts the map's frame in its place, with the place's size and look. */
function showMap(place: Element) {
  const map = place.ownerDocument.createElement("iframe");
  map.title = place.getAttribute(footerMapAttributes.title) ?? "";
  map.src = place.getAttribute(footerMapAttributes.src) ?? "";
  map.setAttribute("loading", "lazy");
  map.setAttribute("referrerpolicy", "no-referrer");
  map.className = place.className;
  place.replaceWith(map);
}

function showMapsWhenNear(document: Document) {
  const places = document.querySelectorAll(`[${footerMapAttributes.src}]`);
  if (places.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        showMap(entry.target);
      }
    },
    { rootMargin: nearScreen },
  );
  for (const place of places) observer.observe(place);
}

/**
 * The map is a third-party page, and creating its frame is a long task on a phone; on a short
 * page it would also load beside the hero (LCP went to 1.4 s, ADR 0023). So its frame is made
 * only once the page has loaded and shown a frame, and then only when its place comes within
 * 200 px of the screen.
 */
export function installFooterMap(document: Document) {
  const afterLoad = () =>
    requestAnimationFrame(() => setTimeout(() => showMapsWhenNear(document), 0));
  if (document.readyState === "complete") afterLoad();
  else document.defaultView?.addEventListener("load", afterLoad, { once: true });
}
