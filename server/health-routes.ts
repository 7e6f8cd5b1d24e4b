import { Router } from "express";
import type { Readiness } from "./readiness";

/**
 * GET /healthz: the process is alive and answering (a liveness probe; restart it if not).
 * GET /readyz: it can serve, 200, or should get no traffic now, 503 with a one-word reason
 * (server/readiness.ts). Neither is ever cached, and neither says anything about the setup.
 */
export function healthRoutes(readiness: Readiness) {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const answer = await readiness.check();
    res.set("Cache-Control", "no-store");
    if (answer.ready) res.json({ status: "ready" });
    else res.status(503).json({ status: "unavailable", reason: answer.reason });
  });
  return router;
}
