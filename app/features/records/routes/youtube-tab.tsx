import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { toUkDateString } from "~/shared/lib/format-date-time";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { handleRecordAction } from "../record-action.server";
import { RecordPanel } from "../ui/record-panel";
import { videoFields } from "../videos/video-record";
import { loadVideoItems, videoKind } from "../videos/videos.server";
import type { Route } from "./+types/youtube-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "youtube");
  if (!user) return null;
  return { items: await loadVideoItems(getDatabase().db), today: toUkDateString(new Date()) };
}

export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => handleRecordAction(videoKind, args));
}

export default function YouTubeTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <RecordPanel
      heading="YouTube"
      intro="The video at the top of this list plays on the home page as Watch Our Latest Update; the News & Events page lists them all. A new video goes to the top. Nothing loads from YouTube until a visitor presses play."
      noun="video"
      fields={videoFields}
      items={loaderData.items}
      imageChoices={[]}
      newValues={{ publishedOn: loaderData.today }}
      emptyText="No videos yet. Until you add one, the home page says a video is coming soon."
    />
  );
}
