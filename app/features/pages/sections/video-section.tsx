import { Clapperboard } from "lucide-react";
import type { SectionFields } from "../page-content-schema";
import type { SiteVideo } from "../site-video";
import { ContentImage } from "./content-image";
import { SectionShell } from "./section-shell";
import { VideoFacade } from "./video-facade";

type VideoSectionProps = SectionFields<"video"> & {
  /** The YouTube tab's latest video; none yet: the poster says one is coming soon. */
  video: SiteVideo | undefined;
  tone?: "plain" | "tinted";
};

/**
 * The charity's latest video, loaded from YouTube only once it is in view, where it starts muted
 * (or, with reduced motion, when the visitor asks for it).
 */
export function VideoSection({ id, title, intro, comingSoon, video, tone }: VideoSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <div className="mx-auto max-w-4xl">
        {video ? (
          <VideoFacade videoId={video.videoId} title={video.title} playWhenVisible />
        ) : (
          <figure className="relative aspect-video overflow-hidden rounded-3xl shadow-xl">
            <ContentImage
              image="video-poster"
              decorative
              className="absolute inset-0 size-full object-cover"
            />
            <figcaption className="absolute inset-x-4 bottom-4 flex items-center gap-3 rounded-2xl bg-white/95 p-4 text-base font-semibold text-slate-900 sm:inset-x-8 sm:bottom-8 sm:text-lg dark:bg-slate-950/90 dark:text-white">
              <Clapperboard aria-hidden="true" className="size-6 shrink-0" />
              {comingSoon}
            </figcaption>
          </figure>
        )}
      </div>
    </SectionShell>
  );
}
