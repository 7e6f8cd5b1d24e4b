/** Which way a placement moves in its section's order: towards the front or the back. */
export const placementMoves = ["earlier", "later"] as const;
export type PlacementMove = (typeof placementMoves)[number];
