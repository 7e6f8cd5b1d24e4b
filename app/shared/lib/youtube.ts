const idPattern = /^[\w-]{11}$/;
const youTubeHosts = new Set(["youtube.com", "m.youtube.com", "youtube-nocookie.com"]);

/**
 * The video id from a YouTube watch, youtu.be, Shorts or embed link; null for anything else (a
 * channel, a playlist, a live page, another site), so staff hear at once that it will not play.
 */
export function parseYouTubeVideoUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^www\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (youTubeHosts.has(host)) {
    id =
      url.pathname === "/watch"
        ? url.searchParams.get("v")
        : (url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)\/?$/)?.[1] ?? null);
  }
  return id && idPattern.test(id) ? id : null;
}

/** The address visitors can open on YouTube itself (the video list's link). */
export function youTubeWatchUrl(id: string) {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** Privacy-enhanced embed that starts playing, muted, once the visitor has asked for it. */
export function youTubeEmbedUrl(id: string) {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&rel=0&modestbranding=1`;
}

export const youTubeEmbedOrigin = "https://www.youtube-nocookie.com";
