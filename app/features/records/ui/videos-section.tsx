import { type SectionFields, SectionShell, type SiteVideo, VideoFacade } from "~/features/pages";
import { formatDay } from "~/shared/lib/format-date-time";

type VideosSectionProps = SectionFields<"videos"> & {
  /** The YouTube tab's videos, newest first. */
  videos: readonly SiteVideo[];
  tone?: "plain" | "tinted";
};

/**
 * The charity's YouTube videos, each behind a click-to-load facade so the page fetches nothing
 * from YouTube until a visitor presses play. With no videos the section is left out altogether.
 */
export function VideosSection({ id, title, intro, videos, tone }: VideosSectionProps) {
  if (videos.length === 0) return null;
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-10 md:grid-cols-2">
        {videos.map((video) => (
          <li key={video.id}>
            <article>
              <VideoFacade videoId={video.videoId} title={video.title} />
              <h3 className="mt-5 text-xl font-bold text-slate-900 dark:text-white">
                {video.title}
              </h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                <time dateTime={video.publishedOn}>{formatDay(video.publishedOn)}</time>
              </p>
              {video.description ? (
                // Staff's own line breaks stay; long lines still wrap on a phone.
                <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700 dark:text-slate-300">
                  {video.description}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
