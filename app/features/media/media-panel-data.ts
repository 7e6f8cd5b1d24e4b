import type { SectionAssignment } from "~/shared/site/vocabulary";
import type { MediaFile } from "./media-file";
import type { MediaLibraryQuery } from "./media-library-query";
import type { NeedsAttentionItem } from "./needs-attention";

/** One page of the library: its files, how many match the filter, how many there are. */
export type MediaLibraryPage = { files: MediaFile[]; matching: number; total: number };

/** What the Media tab's loader sends (loadMediaPanel); library is null when it failed to load. */
export type MediaPanelData = {
  query: MediaLibraryQuery;
  library: MediaLibraryPage | null;
  recent: MediaFile[];
  needsAttention: NeedsAttentionItem[];
  placeableSections: Readonly<Record<string, readonly SectionAssignment[]>>;
  quickUploadPlacements: { value: SectionAssignment; label: string }[];
  error: string | null;
};
