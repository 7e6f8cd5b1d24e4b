/**
 * §4/§8: what visitors see while page media loads or fails. Kept apart from `messages.ts` (which
 * includes it as `messages.publicMedia`) so public pages do not download the dashboard's messages.
 */
export const publicMediaMessages = {
  loading: "Loading...",
  loadingVideos: "Loading videos...",
  videosFailed: "Failed to load videos",
  imagesFailed: "Error loading images:",
  noImages: "No images available for this section.",
  fetchFailed: "Failed to fetch media.",
} as const;
