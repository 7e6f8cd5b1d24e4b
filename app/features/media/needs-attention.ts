import type { MediaFile } from "./media-file";

/** Why a file is on the Media tab's "Needs attention" list. */
export type AttentionReason = "missing" | "hidden" | "expiring" | "unreviewed";

/** One entry of that list (listNeedsAttention). */
export type NeedsAttentionItem = {
  file: MediaFile;
  reason: AttentionReason;
  /** When the reconciler found its stored objects missing (reason "missing"). */
  missingSince: string | null;
};
