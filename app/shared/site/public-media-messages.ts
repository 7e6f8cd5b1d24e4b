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
  /** A gallery photo's link: `{words}` are its alt text, else its caption, else `photo`. */
  openLarger: "Open larger: {words}",
  photo: "photo {number}",
  /** After the words under a photo opened larger: its place in the gallery. */
  photoPosition: "({index} of {count})",
  previousPhoto: "Previous image",
  nextPhoto: "Next image",
  close: "Close",
} as const;
