/**
 * The whole server, bundled with the React Router app into `build/server/index.js` by
 * `npm run build` (vite.config.ts makes this file the server build's entry): one module graph,
 * run by plain `node` (server/start.js). `npm run dev` loads it through Vite instead (server/dev.ts).
 */
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { announceSetupCode } from "../app/features/accounts/announce-setup-code.server";
import { handleDocumentUpload } from "../app/features/documents/document-upload-handler.server";
import { documentRoute, serveDocument } from "../app/features/documents/serve-document.server";
import { removeProcessUploadTemp } from "../app/features/media/clean-upload-temp.server";
import { storageReconcileJob } from "../app/features/media/jobs.server";
import { isFfmpegAvailable } from "../app/features/media/run-ffmpeg.server";
import { serveMedia } from "../app/features/media/serve-media.server";
import { serveSocialImage } from "../app/features/media/serve-social-image.server";
import { socialImageRoute } from "../app/features/media/social-image";
import {
  getMediaStorage,
  getUploadTempRoot,
} from "../app/features/media/storage/get-media-storage.server";
import { answerUploadCutByShutdown } from "../app/features/media/upload-answers.server";
import {
  handleLibraryUpload,
  handleLogoUpload,
  handlePageImageUpload,
  handleQuickUpload,
} from "../app/features/media/upload-handlers.server";
import { readContentVersion } from "../app/features/pages/content-version.server";
import { openContentVersionNow } from "../app/features/pages/content-version-now.server";
import { listScheduledJobs } from "../app/registries/scheduled-jobs.server";
import { getDatabase } from "../app/shared/db/database.server";
import { hasCurrentSchema } from "../app/shared/db/migrate.server";
import { pingDatabase } from "../app/shared/db/ping-database.server";
import { makeJobDue, startJobRunner } from "../app/shared/jobs/job-runner.server";
import { getConfig } from "../app/shared/lib/config.server";
import { logger } from "../app/shared/lib/logger.server";
import { makePrivateFolder } from "../app/shared/lib/private-files.server";
import { documentUploadPath } from "../app/shared/site/document-path";
import { messages } from "../app/shared/site/messages";
import { createAccessLog } from "./access-log";
import { answerRequestErrors } from "./answer-request-errors";
import { removeDrainListenersWhereAdded } from "./compression-drain";
import { crossSiteGuard } from "./cross-site-guard";
import { checkDeployment } from "./deployment-checks";
import { closeConnectionsWhileStopping, stopOnSignals } from "./graceful-shutdown";
import { healthRoutes } from "./health-routes";
import { createInFlightWork } from "./in-flight-work";
import { type IslandsBuild, readIslandsBuild } from "./islands-entry";
import { limitFormBodies } from "./limit-form-bodies";
import { listenOrExit } from "./listen-or-exit";
import { isStaffPath, noStoreForStaff } from "./no-store-for-staff";
import { answerFromPageCache } from "./page-cache/answer-from-page-cache";
import { createPageCache } from "./page-cache/page-cache";
import { servePrecompressed } from "./precompressed-static";
import { prepareDatabase } from "./prepare-database";
import { logProcessEvents } from "./process-log";
import { isRouterDataPath } from "./react-router-internals";
import { createReadiness } from "./readiness";
import { renderPages } from "./render-pages";
import { runInRequestContext } from "./request-id";
import { answerTargetsAsPaths } from "./request-target";
import { createHttpServer, limitBodyTime } from "./request-timeouts";
import { assignCspNonce, securityHeaders } from "./security-headers";

export { runCommand } from "./commands/run-command";

/** The routes that receive files: timed by the gaps in their bodies, not by their length. */
const uploadRoutes = {
  "/admin/media/upload": handleLibraryUpload,
  "/admin/media/quick-upload": handleQuickUpload,
  "/admin/media/page-image-upload": handlePageImageUpload,
  "/admin/media/logo-upload": handleLogoUpload,
  [documentUploadPath]: handleDocumentUpload,
};

/** What `npm run dev` serves in place of the build (server/dev.ts). */
export type DevServing = {
  /** Vite's middleware and the islands' files, rebuilt as they change. */
  assets: RequestHandler;
  /** The islands' entry and early behaviours as they are now. */
  islands: () => IslandsBuild;
};

/**
 * Checks the configuration, brings the database up to date (or checks it is), and serves the
 * site until SIGTERM or SIGINT (server/graceful-shutdown.ts). Built pages and assets come from
 * build/client, or, in development, from `dev`.
 */
export async function startSiteServer({ dev }: { dev?: DevServing } = {}) {
  logProcessEvents();
  const config = getConfig();
  const deployment = checkDeployment(config);
  for (const warning of deployment.warnings) logger.warn(warning);
  if (deployment.problems.length > 0) {
    logger.error(`The site cannot start: ${deployment.problems.join(" ")}`);
    process.exit(1);
  }
  await makePrivateFolder(config.dataDir);
  await prepareDatabase(config);
  await announceSetupCode();
  // What a crash left behind (temp files, unnamed objects) is cleaned by the first poll, which
  // runs beside the server, not before it listens.
  await makeJobDue(getDatabase().db, storageReconcileJob, new Date());
  // Every process polls; each due job is claimed by one of them (app/shared/jobs/, ADR 0010).
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

  const readiness = createReadiness({
    pingDatabase: () => pingDatabase(getDatabase()),
    hasCurrentSchema: () => hasCurrentSchema(getDatabase()),
    checkStorageWritable: () => getMediaStorage().checkWritable(),
  });
  // Uploads cut by a shutdown still clean up after themselves before the database closes.
  const uploadsInFlight = createInFlightWork();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(closeConnectionsWhileStopping(readiness));
  // First: probes need no cookies, CSRF checks, security headers, timeouts or compression; next,
  // so that every line logged while a request is handled, and its access line, carry its id.
  app.use(healthRoutes(readiness));
  const logAccess = createAccessLog(config);
  app.use(logAccess);
  app.use(runInRequestContext);
  app.use(
    limitBodyTime({ requestMs: config.timeouts.requestMs, exemptPaths: Object.keys(uploadRoutes) }),
  );
  app.use(assignCspNonce);
  app.use(securityHeaders({ production: config.production }));
  app.use(noStoreForStaff);
  app.use(crossSiteGuard({ siteOrigin: config.siteOrigin }));

  // Media before compression: uploads stream their progress line by line, and photos, videos
  // and PDFs are compressed already.
  for (const [route, handler] of Object.entries(uploadRoutes)) {
    app.post(route, (req, res) =>
      uploadsInFlight.track(handler(req, res), () => answerUploadCutByShutdown(req, res)),
    );
  }
  app.get("/media/*key", serveMedia);
  app.get(documentRoute, serveDocument);
  app.get(socialImageRoute, serveSocialImage);

  app.use(compression());
  app.use(removeDrainListenersWhereAdded);

  // better-auth is used as a library and serves no routes (app/shared/auth/auth.server.ts); staff accounts
  // are made by an admin, never by signing up.
  app.all("/api/auth/sign-up/*splat", (_req, res) => {
    res.status(403).json({ error: messages.access.signUpClosed });
  });

  // Visitors' pages load only their islands (ADR 0025), in development as in production.
  const builtIslands = dev ? undefined : readIslandsBuild();
  const readIslands = dev ? dev.islands : () => builtIslands;
  if (dev) {
    app.use(dev.assets);
  } else {
    const clientDir = path.resolve("build/client");
    // Hashed file names never change content, so browsers may keep them for a year.
    app.use(
      "/assets",
      servePrecompressed(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
      }),
    );
    // A missing build file is a plain 404, not a page.
    app.use("/assets", (_req, res) => {
      res.sendStatus(404);
    });
    app.use(servePrecompressed(clientDir, { maxAge: "1h", index: false }));
  }

  // Visitors' pages, rendered once per content version; off in development, where code changes.
  const pageCache =
    config.production && config.pageCache.maxBytes > 0
      ? createPageCache({
          ...config.pageCache,
          siteOrigin: config.siteOrigin,
          readVersion: () => readContentVersion(getDatabase().db),
          readVersionNow: openContentVersionNow(config),
        })
      : undefined;
  // Every body React Router reads is a form's, read here within its limit first.
  app.use(limitFormBodies());
  app.use(
    renderPages({
      // The React Router app, bundled into this same build (or Vite's current copy in development).
      build: () => import("virtual:react-router/server-build"),
      mode: config.production ? "production" : "development",
      cache: pageCache,
      csp: config.production,
      readRequestFacts: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? "unknown",
        documentRequest: !isRouterDataPath(req.path),
        islands: isStaffPath(req.path) ? undefined : readIslands(),
      }),
    }),
  );
  app.use(answerRequestErrors);

  const listener = pageCache
    ? answerFromPageCache({
        cache: pageCache,
        app,
        trustProxy: config.trustProxy,
        isStopping: () => readiness.stopping,
        logAccess,
      })
    : app;
  const server = createHttpServer(answerTargetsAsPaths(listener, logAccess), {
    headersMs: config.timeouts.headersMs,
  });
  const port = await listenOrExit(server, { port: config.port, host: config.host });
  const database = config.databaseUrl ? "PostgreSQL" : "SQLite in the data folder";
  logger.info(
    `Site running at http://localhost:${port} (data folder: ${config.dataDir}; database: ${database})`,
  );

  stopOnSignals({
    server,
    readiness,
    graceMs: config.shutdownGraceMs,
    inFlight: uploadsInFlight,
    // A job cut short keeps its lease, so it runs again once the lease passes.
    stopJobs: () => jobRunner.stop(),
    removeTempFiles: () => removeProcessUploadTemp(getUploadTempRoot()),
    closeDatabase: () => getDatabase().db.destroy(),
  });
}
