/**
 * A full map of the place the footer's map embed shows, on the same provider, for visitors who
 * want directions or a bigger map. Derived from the embed link so it can never disagree with it;
 * when the link holds no place we can read, a search for the postal address stands in.
 */
export function buildOpenInMapsUrl(embedUrl: string, address: readonly string[]): string {
  const url = URL.canParse(embedUrl) ? new URL(embedUrl) : null;
  const query = address.join(", ");
  if (url?.origin === "https://www.google.com") return googleMapsUrl(url) ?? googleSearch(query);
  return (
    (url && openStreetMapUrl(url)) ??
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
  );
}

/** The footer's frame is about this wide; the link opens at the zoom that shows the same area. */
const frameWidthPixels = 480;
const tilePixels = 256;

/** OpenStreetMap's embed: `bbox=minLon,minLat,maxLon,maxLat` and an optional `marker=lat,lon`. */
function openStreetMapUrl(url: URL): string | null {
  const box = numbersIn(url.searchParams.get("bbox"), 4);
  if (!box) return null;
  const [minLon, minLat, maxLon, maxLat] = box as [number, number, number, number];
  const span = Math.max(maxLon - minLon, 1e-6);
  const fit = Math.floor(Math.log2((frameWidthPixels * 360) / (tilePixels * span)));
  const zoom = Math.min(19, Math.max(1, fit));
  const marker = numbersIn(url.searchParams.get("marker"), 2);
  if (marker) {
    const [lat, lon] = marker;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
  }
  const lat = round((minLat + maxLat) / 2);
  const lon = round((minLon + maxLon) / 2);
  return `https://www.openstreetmap.org/#map=${zoom}/${lat}/${lon}`;
}

/** `count` comma-separated numbers, or null when the value is missing or holds anything else. */
function numbersIn(value: string | null, count: number): number[] | null {
  const numbers = (value ?? "")
    .split(",")
    .map((part) => (part.trim() === "" ? Number.NaN : Number(part)));
  return numbers.length === count && numbers.every(Number.isFinite) ? numbers : null;
}

/**
 * Google's embeds: `?q=<place>` (the simple and the API embed) or the share dialog's
 * `pb=…!2d<lon>!3d<lat>…`.
 */
function googleMapsUrl(url: URL): string | null {
  const place = url.searchParams.get("q");
  if (place) return googleSearch(place);
  const pb = url.searchParams.get("pb") ?? "";
  const lon = /!2d(-?\d+(?:\.\d+)?)/.exec(pb)?.[1];
  const lat = /!3d(-?\d+(?:\.\d+)?)/.exec(pb)?.[1];
  return lat && lon ? googleSearch(`${lat},${lon}`) : null;
}

function googleSearch(query: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

function round(value: number) {
  return Math.round(value * 10_000) / 10_000;
}
