import type { Kysely } from "kysely";
import type { SiteVideo } from "~/features/pages";
import type { Database } from "~/shared/db/database-types";
import { formatDay } from "~/shared/lib/format-date-time";
import { youTubeWatchUrl } from "~/shared/lib/youtube";
import type { RecordListItem } from "../record-fields";
import type { RecordKind } from "../record-kind.server";
import { videoSchema } from "./video-record";

export const videoKind: RecordKind<"youtube_videos", typeof videoSchema> = {
  table: "youtube_videos",
  tab: "youtube",
  noun: "video",
  title: "Video",
  schema: videoSchema,
  toColumns: (input) => ({
    video_id: input.url,
    title: input.title,
    description: input.description,
    published_on: input.publishedOn,
  }),
  describe: (row) => row.title ?? "Video",
  listOrder: async (db) => [(await listVideoRows(db)).map((row) => row.id)],
  audit: { added: "video-added", changed: "video-changed", deleted: "video-deleted" },
};

/** The tab's order, which is also the site's: the first is the home page's latest update. */
function listVideoRows(db: Kysely<Database>, limit?: number) {
  let query = db
    .selectFrom("youtube_videos")
    .selectAll()
    .orderBy("position")
    .orderBy("published_on", "desc");
  if (limit) query = query.limit(limit);
  return query.execute();
}

function toSiteVideo(row: Database["youtube_videos"]): SiteVideo {
  return {
    id: row.id,
    videoId: row.video_id,
    title: row.title,
    description: row.description,
    publishedOn: row.published_on,
  };
}

export async function loadVideoItems(db: Kysely<Database>): Promise<RecordListItem[]> {
  const rows = await listVideoRows(db);
  return rows.map((row, index) => ({
    id: row.id,
    version: row.version,
    title: row.title,
    details: [
      `Published ${formatDay(row.published_on)}${index === 0 ? " · plays on the home page" : ""}`,
      youTubeWatchUrl(row.video_id),
      row.description,
    ].filter(Boolean),
    badges: index === 0 ? [{ label: "Latest update", tone: "green" }] : [],
    // YouTube's own preview images would be a request to Google from the dashboard.
    thumbnail: null,
    values: {
      url: youTubeWatchUrl(row.video_id),
      title: row.title,
      description: row.description,
      publishedOn: row.published_on,
    },
    actions: [],
    canMoveUp: index > 0,
    canMoveDown: index < rows.length - 1,
  }));
}

/** The videos a page lists, first the latest update; at most `limit`. */
export async function loadSiteVideos(db: Kysely<Database>, limit = 12) {
  return (await listVideoRows(db, limit)).map(toSiteVideo);
}
