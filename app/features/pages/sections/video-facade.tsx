import { Play } from "lucide-react";
import { videoFacadeAttributes } from "~/shared/behaviours/video-facade";
import { youTubeEmbedUrl, youTubeWatchUrl } from "~/shared/lib/youtube";
import { findCatalogueImage } from "../image-catalogue";

/**
 * A poster and a play button: nothing from YouTube loads until the visitor asks for the video,
 * which then plays muted, or, with `playWhenVisible`, until the video is in view (the
 * specification's muted autoplay, never with reduced motion). The button is a link to the video
 * on YouTube, which is what it does without JavaScript; the early behaviour
 * app/shared/behaviours/video-facade.ts swaps the player in (ADR 0033).
 */
export function VideoFacade({
  videoId,
  title,
  playWhenVisible = false,
}: {
  videoId: string;
  title: string;
  playWhenVisible?: boolean;
}) {
  const poster = findCatalogueImage("video-poster");
  const link = {
    [videoFacadeAttributes.embed]: youTubeEmbedUrl(videoId),
    [videoFacadeAttributes.title]: title,
    ...(playWhenVisible ? { [videoFacadeAttributes.playWhenVisible]: "" } : {}),
  };
  return (
    <div className="relative aspect-video overflow-hidden rounded-3xl bg-slate-900 shadow-xl [&>iframe]:absolute [&>iframe]:inset-0 [&>iframe]:size-full">
      <a
        href={youTubeWatchUrl(videoId)}
        {...link}
        className="group absolute inset-0 flex size-full items-center justify-center focus-visible:-outline-offset-4"
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
      </a>
    </div>
  );
}
