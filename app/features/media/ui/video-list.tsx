import type { PageVideo } from "~/features/pages";
import { publicMediaMessages } from "~/shared/site/public-media-messages";

export type VideoListState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; videos: readonly PageVideo[] };

/**
 * Videos staff placed on a page, with §9's defaults: controls on, not autoplaying, not muted,
 * only their metadata fetched until played. Nothing at all when there are none.
 */
export function VideoList({ state }: { state: VideoListState }) {
  if (state.status === "loading") {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-300">
        {publicMediaMessages.loadingVideos}
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        {publicMediaMessages.videosFailed}
      </p>
    );
  }
  if (state.videos.length === 0) return null;
  return (
    <ul className="grid gap-8 lg:grid-cols-2">
      {state.videos.map((video) => (
        <li key={video.id}>
          <figure className="overflow-hidden rounded-3xl bg-white shadow-lg dark:bg-slate-900">
            {/* biome-ignore lint/a11y/useMediaCaption: staff upload the videos; no caption track exists for them. */}
            <video
              controls
              preload="metadata"
              playsInline
              poster={video.poster}
              width={video.width}
              height={video.height}
              aria-label={video.title}
              className="aspect-video w-full bg-slate-950"
            >
              <source src={video.src} type={video.mimeType} />
            </video>
            <figcaption className="px-5 py-4">
              <span className="block font-semibold text-slate-900 dark:text-white">
                {video.title}
              </span>
              {video.caption ? (
                <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                  {video.caption}
                </span>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
