import { data } from "react-router";
import { z } from "zod";
import { findCatalogueImage } from "~/features/pages";
import { checkStaffAccess } from "~/shared/auth/session.server";
import { getDatabase } from "~/shared/db/database.server";
import { logger } from "~/shared/lib/logger.server";
import { listBuiltInPlacements, listSectionMedia } from "../media-files.server";
import { placementSchema } from "../media-schemas";
import { mediaMessages } from "../messages";
import type { Route } from "./+types/media-section";

/** The most a section list shows; a gallery of more than this is not a real page. */
const sectionListLimit = 60;

const querySchema = placementSchema.extend({ active: z.enum(["1"]).optional() });

/**
 * GET /admin/media/section?page=&section=[&active=1]: what is placed in one page section, the
 * file visitors see first at the top (§7 media read by page and section), and the built-in
 * pictures placed there. Staff only.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const access = await checkStaffAccess(request, { role: "editor" });
  if (!access.ok) return data({ placed: null, error: access.error }, { status: access.status });
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    return data({ placed: null, error: mediaMessages.placement.chooseSection }, { status: 400 });
  }
  try {
    const { db } = getDatabase();
    const [placed, builtIns] = await Promise.all([
      listSectionMedia(db, {
        page: query.data.page,
        section: query.data.section,
        activeOnly: query.data.active === "1",
        limit: sectionListLimit,
      }),
      listBuiltInPlacements(db, [query.data.page], [query.data.section]),
    ]);
    return data(
      {
        placed,
        builtIns: builtIns.flatMap(({ imageId, placement }) => {
          const image = findCatalogueImage(imageId);
          return image ? [{ image, placement }] : [];
        }),
        error: null,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    logger.error("Error fetching page media", { error });
    return data({ placed: null, error: mediaMessages.publicMedia.fetchFailed }, { status: 503 });
  }
}
