import { Play } from "lucide-react";
import { useState } from "react";
import { findCatalogueImage } from "~/content/image-catalogue";
import { youTubeEmbedUrl } from "~/lib/youtube";

/**
 * A poster and a play button: nothing from YouTube loads until the visitor asks for the video,
 * which then plays muted (the specification's autoplay, without its cost or its surprise).
 */
export function VideoFacade({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const poster = findCatalogueImage("video-poster");
  return (
    <div className="relative aspect-video overflow-hidden rounded-3xl bg-slate-900 shadow-xl">
      {playing ? (
        <iframe
          src={youTubeEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full items-center justify-center"
        >
          {poster ? (
            <img
              src={poster.filename}
              alt=""
              width={poster.width}
              height={poster.height}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          ) : null}
          <span className="relative inline-flex size-20 items-center justify-center rounded-full bg-amber-400 text-slate-950 shadow-lg transition-transform group-hover:scale-110">
            <Play aria-hidden="true" className="ml-1 size-9" />
          </span>
          <span className="sr-only">Play video: {title}</span>
        </button>
      )}
    </div>
  );
}
