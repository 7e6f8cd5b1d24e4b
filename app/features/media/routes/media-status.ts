import { data } from "react-router";
import { checkStaffAccess } from "~/shared/auth/session.server";
import { getDatabase } from "~/shared/db/database.server";
import { logger } from "~/shared/lib/logger.server";
import { mediaMessages } from "../messages";
import type { Route } from "./+types/media-status";

/**
 * The quick uploader's connection check (§7: select id, limit 1): signed in, and the media
 * table answers.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const access = await checkStaffAccess(request, { role: "editor" });
  if (!access.ok) return data({ connected: false, error: access.error }, { status: access.status });
  try {
    await getDatabase().db.selectFrom("media_files").select("id").limit(1).execute();
    return data({ connected: true }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error("media connection check failed", { error });
    return data({ connected: false, error: mediaMessages.media.databaseFailed }, { status: 503 });
  }
}
