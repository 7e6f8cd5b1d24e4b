import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { openDatabase } from "../../app/shared/db/database.server";
import { youTubeEmbedOrigin } from "../../app/shared/lib/youtube";
import { launchCharity } from "./launch-charity.server";
import { startProductionServer } from "./production-server";
import { test } from "./test";

/** The video the home page shows on a server from `startServerWithVideo`. */
export const homeVideo = { id: "dQw4w9WgXcQ", title: "First taps video" };

/**
 * A production server of its own, a launched charity's, with a video on the home page so the
 * video's facade can be tapped. `stop` ends it and removes its data.
 */
async function startServerWithVideo() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-e2e-video-"));
  const server = await startProductionServer({ dataDir });
  await launchCharity(dataDir);
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
async function standInForYouTubePlayer(context: BrowserContext) {
  await context.route(`${youTubeEmbedOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
  );
}

/**
 * Gives the calling spec file a server from `startServerWithVideo` for all its tests (started
 * before the first, stopped after the last), with YouTube's player stood in on every page.
 */
export function startVideoServerForFile() {
  let server: Awaited<ReturnType<typeof startServerWithVideo>> | undefined;
  test.beforeAll(async () => {
    server = await startServerWithVideo();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.beforeEach(async ({ context }) => {
    await standInForYouTubePlayer(context);
  });
  return {
    get baseUrl() {
      if (!server) throw new Error("The server with a video starts before the file's first test");
      return server.baseUrl;
    },
  };
}
