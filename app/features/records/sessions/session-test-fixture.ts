import type { SiteSession } from "./session-types";

/** A Monday and Wednesday youth club, for the sessions' unit tests to change as they need. */
export function makeSession(changes: Partial<SiteSession> = {}): SiteSession {
  return {
    id: "0f2b4a8e-5c1d-4e7f-9a3b-6d8c2e1f4a5b",
    name: "Junior youth club",
    days: ["monday", "wednesday"],
    startTime: "16:00",
    endTime: "18:00",
    firstDay: null,
    lastDay: null,
    closures: [],
    place: "The Youth Centre",
    audience: "everyone",
    season: "all-year",
    description: "Games, crafts and sport.",
    image: null,
    ages: { from: 8, to: 12 },
    costPence: 0,
    join: { method: "turn-up", link: null },
    addedOn: "2026-10-01",
    updatedAt: "2026-10-01T09:00:00.000Z",
    ...changes,
  };
}
