const idPattern = /^[\w-]{11}$/;

/** The video id from a YouTube URL (watch, share, embed or shorts) or a bare id; null otherwise. */
export function parseYouTubeId(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (idPattern.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "m.youtube.com" || host === "youtube-nocookie.com") {
    id =
      url.searchParams.get("v") ??
      url.pathname.match(/^\/(?:embed|shorts|live)\/([^/?]+)/)?.[1] ??
      null;
  }
  return id && idPattern.test(id) ? id : null;
}

/** Privacy-enhanced embed that starts playing, muted, once the visitor has asked for it. */
export function youTubeEmbedUrl(id: string) {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&rel=0&modestbranding=1`;
}

export const youTubeEmbedOrigin = "https://www.youtube-nocookie.com";
