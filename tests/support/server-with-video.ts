import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { openDatabase } from "../../app/db/database.server";
import { youTubeEmbedOrigin } from "../../app/lib/youtube";
import { startProductionServer } from "./production-server";

/** The video the home page shows on a server from `startServerWithVideo`. */
export const homeVideo = { id: "dQw4w9WgXcQ", title: "First taps video" };

/**
 * A production server of its own, with a video on the home page so the video's facade can be
 * tapped. `stop` ends it and removes its data.
 */
export async function startServerWithVideo() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-e2e-video-"));
  const server = await startProductionServer({ dataDir });
  const { db } = openDatabase({ dataDir });
  try {
    const now = new Date().toISOString();
    await db
      .insertInto("youtube_videos")
      .values({
        id: randomUUID(),
        position: 0,
        version: 1,
        created_at: now,
        updated_at: now,
        updated_by_email: null,
        video_id: homeVideo.id,
        title: homeVideo.title,
        description: "",
        published_on: "2025-01-15",
      })
      .execute();
  } finally {
    await db.destroy();
  }
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** YouTube's player cannot load here (the network is closed): a blank page stands in. */
export async function standInForYouTubePlayer(context: BrowserContext) {
  await context.route(`${youTubeEmbedOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
  );
}
