import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { announceSetupCode } from "../app/auth/announce-setup-code.server";
import { messages } from "../app/content/messages";
import { getDatabase } from "../app/db/database.server";
import { migrateDatabase } from "../app/db/migrate.server";
import { startJobRunner } from "../app/jobs/job-runner.server";
import { listScheduledJobs } from "../app/jobs/scheduled-jobs.server";
import { getConfig } from "../app/lib/config.server";
import { logger } from "../app/lib/logger.server";
import { cleanUploadTemp } from "../app/media/clean-upload-temp.server";
import { isFfmpegAvailable } from "../app/media/run-ffmpeg.server";
import { serveMedia } from "../app/media/serve-media.server";
import { getUploadTempDir } from "../app/media/storage/get-media-storage.server";
import {
  handleLibraryUpload,
  handlePageImageUpload,
  handleQuickUpload,
} from "../app/media/upload-handlers.server";
import { crossSiteGuard } from "./cross-site-guard";
import { assignCspNonce, securityHeaders } from "./security-headers";

const config = getConfig();
mkdirSync(config.dataDir, { recursive: true });
await migrateDatabase(getDatabase());
await announceSetupCode();
await cleanUploadTemp(getUploadTempDir());
// Every process polls; each due job is claimed by one of them (app/jobs/, ADR 0010).
const jobRunner = startJobRunner({
  db: getDatabase().db,
  jobs: listScheduledJobs(),
  pollMs: config.jobPollSeconds * 1000,
});
if (!isFfmpegAvailable()) {
  logger.warn("ffmpeg was not found: video uploads are refused until it is installed", {
    ffmpegPath: config.ffmpegPath,
  });
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);
app.use(assignCspNonce);
app.use(securityHeaders({ production: config.production }));
app.use(crossSiteGuard({ siteOrigin: config.siteOrigin }));

// Media before compression: uploads stream their progress line by line, and photos and videos
// are compressed already.
app.post("/admin/media/upload", handleLibraryUpload);
app.post("/admin/media/quick-upload", handleQuickUpload);
app.post("/admin/media/page-image-upload", handlePageImageUpload);
app.get("/media/*key", serveMedia);

app.use(compression());

// better-auth is used as a library and serves no routes (app/auth/auth.server.ts); staff accounts
// are made by an admin, never by signing up.
app.all("/api/auth/sign-up/*splat", (_req, res) => {
  res.status(403).json({ error: messages.access.signUpClosed });
});

let build: ServerBuild | (() => Promise<ServerBuild>);

if (config.production) {
  const clientDir = path.resolve("build/client");
  // Hashed file names never change content, so browsers may keep them for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  // A missing build file is a plain 404, not a page.
  app.use("/assets", (_req, res) => {
    res.sendStatus(404);
  });
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
} else {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = () =>
    viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

app.use(
  createRequestHandler({
    build,
    mode: config.production ? "production" : "development",
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientIp: req.ip ?? "unknown",
      documentRequest: !req.path.endsWith(".data"),
    }),
  }),
);

const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const database = config.databaseUrl ? "PostgreSQL" : "SQLite in the data folder";
  console.info(
    `Site running at http://localhost:${port} (data folder: ${config.dataDir}; database: ${database})`,
  );
});

// A 500 MB video on a slow uplink takes longer than Node's default five minutes.
server.requestTimeout = 60 * 60 * 1000;

function shutDown() {
  // No new job starts from now; one in progress may finish (within the wait below) before the
  // database closes. One cut short keeps its lease, so it runs again once the lease passes.
  const jobsStopped = jobRunner.stop();
  server.close(() => {
    jobsStopped.then(() => getDatabase().db.destroy()).finally(() => process.exit(0));
  });
  // Keep-alive connections can hold close() open; don't wait for them forever.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGTERM", shutDown);
process.on("SIGINT", shutDown);
