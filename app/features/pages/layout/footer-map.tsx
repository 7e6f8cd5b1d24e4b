import { footerMapAttributes } from "~/shared/behaviours/footer-map";

/**
 * The map's place: an empty box of the map's size, in which the footer-map behaviour puts the
 * map's frame once the page has loaded and the place comes near the screen. Without JavaScript
 * it stays empty; the Open in maps link below it works either way.
 */
export function FooterMap({ title, src }: { title: string; src: string }) {
  const map = { [footerMapAttributes.src]: src, [footerMapAttributes.title]: title };
  return (
    <div
      aria-hidden="true"
      className="mt-4 h-48 w-full rounded-xl border border-slate-700 bg-slate-800"
      {...map}
    />
  );
}
