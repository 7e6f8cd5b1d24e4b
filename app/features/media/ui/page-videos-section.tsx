import { SectionShell } from "~/features/pages";
import type { PageMediaLists } from "../page-media";
import { AwaitPageMedia } from "./await-page-media";
import { VideoList, type VideoListState } from "./video-list";

const title = "Watch our videos";

function VideosShell({ state }: { state: VideoListState }) {
  return (
    <SectionShell id="page-videos" title={title}>
      <VideoList state={state} />
    </SectionShell>
  );
}

/** The videos staff placed on this page; the whole section is left out when there are none. */
export function PageVideosSection({ lists }: { lists: Promise<PageMediaLists> | PageMediaLists }) {
  return (
    <AwaitPageMedia
      lists={lists}
      loading={<VideosShell state={{ status: "loading" }} />}
      failed={() => <VideosShell state={{ status: "error" }} />}
    >
      {(media) =>
        media.videos.length > 0 ? (
          <VideosShell state={{ status: "ready", videos: media.videos }} />
        ) : null
      }
    </AwaitPageMedia>
  );
}
