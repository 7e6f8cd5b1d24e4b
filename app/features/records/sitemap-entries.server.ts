import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { eventPagePath } from "./events/event-types";
import { loadPublicEvents } from "./events/events.server";

/** The pages made from records that belong in the sitemap. */
export async function listSitemapPaths(db: Kysely<Database>): Promise<string[]> {
  // Past events keep their pages, but only the upcoming ones are worth a search engine's visit.
  const { upcoming } = await loadPublicEvents(db);
  return upcoming.map((event) => eventPagePath(event.slug));
}
