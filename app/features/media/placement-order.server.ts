import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import type { SectionAssignment } from "~/shared/site/vocabulary";
import type { MediaPlacement } from "./media-file";
import type { PlacementMove } from "./placement-moves";

/**
 * Moves a placement one step in its section's order: a gallery's order, or which picture a
 * single-image section shows. A section lists its placements by `placed_at`, latest first (a
 * newly placed picture goes to the front), so moving swaps the stamps of two neighbours.
 * Null when there is no such placement; false when it is already at that end.
 */
export async function movePlacement(
  db: Kysely<Database>,
  placementId: string,
  move: PlacementMove,
): Promise<Pick<MediaPlacement, "page" | "section"> | false | null> {
  return db.transaction().execute(async (trx) => {
    const placement = await trx
      .selectFrom("media_placements")
      .select(["id", "page", "section"])
      .where("id", "=", placementId)
      .executeTakeFirst();
    if (!placement) return null;
    const siblings = await trx
      .selectFrom("media_placements")
      .select(["id", "placed_at"])
      .where("page", "=", placement.page)
      .where((eb) =>
        placement.section === null
          ? eb("section", "is", null)
          : eb("section", "=", placement.section),
      )
      .orderBy("placed_at", "desc")
      .orderBy("id", "desc")
      .execute();
    const index = siblings.findIndex((sibling) => sibling.id === placementId);
    const mover = siblings[index];
    const neighbour = siblings[move === "earlier" ? index - 1 : index + 1];
    if (!mover || !neighbour) return false;
    const [moverStamp, neighbourStamp] =
      mover.placed_at === neighbour.placed_at
        ? // Placed in the same millisecond: one millisecond apart puts them in the asked order.
          [shiftStamp(neighbour.placed_at, move === "earlier" ? 1 : -1), neighbour.placed_at]
        : [neighbour.placed_at, mover.placed_at];
    await trx
      .updateTable("media_placements")
      .set({ placed_at: moverStamp })
      .where("id", "=", mover.id)
      .execute();
    await trx
      .updateTable("media_placements")
      .set({ placed_at: neighbourStamp })
      .where("id", "=", neighbour.id)
      .execute();
    return { page: placement.page, section: placement.section as SectionAssignment | null };
  });
}

function shiftStamp(stamp: string, milliseconds: number) {
  return new Date(new Date(stamp).getTime() + milliseconds).toISOString();
}
