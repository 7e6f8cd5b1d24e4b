import { useEffect, useRef, useState } from "react";

const mapFrameClass = "mt-4 h-48 w-full rounded-xl border border-slate-700 bg-slate-800";

/**
 * The map is a third-party page, and creating its frame costs a phone's main thread a long task.
 * On a short page a phone would also start loading it beside the hero (LCP went back to 1.4 s).
 * So it is created only once the page has hydrated (ADR 0023; an island, ADR 0025) and its place comes within 200 px
 * of the screen; until then, and without JavaScript, the place is kept empty, and the Open in
 * maps link below it works either way.
 */
export function FooterMap({ title, src }: { title: string; src: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!near) return <div ref={place} aria-hidden="true" className={mapFrameClass} />;
  return (
    <iframe
      title={title}
      src={src}
      loading="lazy"
      referrerPolicy="no-referrer"
      className={mapFrameClass}
    />
  );
}
