import { getDatabase } from "~/shared/db/database.server";
import { getConfig } from "~/shared/lib/config.server";
import { logger } from "~/shared/lib/logger.server";
import { prepareSetupCode } from "./setup-code.server";
import { setupCodeFileName } from "./setup-code-file";
import { countUsers } from "./staff-users.server";

/**
 * At start-up: while the site has no administrator, says in the log how to create one. The code
 * is printed only here, only while it is unused, and never after an administrator exists.
 */
export async function announceSetupCode() {
  const { db } = getDatabase();
  const config = getConfig();
  const state = await prepareSetupCode(db, {
    dataDir: config.dataDir,
    configured: config.adminSetupCode,
    hasUsers: (await countUsers(db)) > 0,
  });
  const cli = "or run `npm run admin:create` on the server";
  switch (state.kind) {
    case "made":
      logger.info(
        `No administrator yet. To create one, open /login and enter this setup code: ${state.code} (also in ${state.file}), ${cli}.`,
      );
      return;
    case "configured":
      logger.info(
        `No administrator yet. To create one, open /login and enter the setup code set in ADMIN_SETUP_CODE, ${cli}.`,
      );
      return;
    case "elsewhere":
      logger.info(
        `No administrator yet. Another process of this site made the setup code: it is in that server's log and in ${setupCodeFileName} in its data folder; ${cli}.`,
      );
      return;
    case "none":
      return;
  }
}
