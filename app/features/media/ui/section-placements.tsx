import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { pageAssignmentLabel } from "~/features/pages";
import { cn } from "~/shared/lib/class-names";
import {
  formatVocabularyLabel,
  isGallerySection,
  type SectionAssignment,
} from "~/shared/site/vocabulary";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { ConfirmDialog } from "~/shared/ui/confirm-dialog";
import { type ImagePosition, imagePositions } from "../image-position";
import { describeConsent } from "../media-consent";
import type { MediaFile, PlacedMediaFile } from "../media-file";
import { mediaMessages } from "../messages";
import { type PlacementMove, placementMoves } from "../placement-moves";
import { MediaThumbnail } from "./media-thumbnail";
import { type PlacedBuiltIn, useSectionMedia } from "./use-section-media";

type SectionPlacementsProps = {
  page: string;
  section: SectionAssignment;
  /** Where the page shows this section's images (§3). */
  position: ImagePosition;
  /** Changes after an apply, upload or removal elsewhere, so the list reloads. */
  revision: number;
  /** After a removal or a change of order here. */
  onChanged: () => void;
  /**
   * The list's heading, for the panel to move focus to after an apply or upload: the result of
   * those is this list. It takes focus after a removal here too.
   */
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/** "Now on this section": what is placed there, the file visitors see first at the top. */
export function SectionPlacements({
  page,
  section,
  position,
  revision,
  onChanged,
  headingRef,
}: SectionPlacementsProps) {
  const headingId = useId();
  const media = useSectionMedia(page, section, { revision });
  // One fetcher for the list, not one per file: the list reloads while the answer arrives, and
  // a file's own fetcher would be gone before it could show the toast.
  const remover = useFetcher();
  useActionToast(remover, onChanged);
  const mover = useFetcher();
  useActionToast(mover, onChanged);
  const busy = remover.state !== "idle" || mover.state !== "idle";
  // The list reloads after a move: focus then goes back to the moved image's same button.
  const focusAfterMove = useRef<{ placementId: string; direction: PlacementMove } | null>(null);
  const move = (entry: Entry, direction: PlacementMove) => {
    focusAfterMove.current = { placementId: entry.placement.id, direction };
    void mover.submit(
      {
        intent: "move-placement",
        id: "file" in entry ? entry.file.id : entry.image.id,
        placementId: entry.placement.id,
        move: direction,
      },
      { method: "post", action: adminTabPath("media") },
    );
  };
  const [confirming, setConfirming] = useState<Entry | null>(null);
  const removed = useRef(false);
  const remove = (entry: Entry) => {
    // React Router reports the outcome in its state and data, not through this promise.
    void remover.submit(
      "file" in entry
        ? { intent: "unplace", id: entry.file.id, placementId: entry.placement.id }
        : { intent: "unplace-built-in", id: entry.image.id, placementId: entry.placement.id },
      { method: "post", action: adminTabPath("media") },
    );
    removed.current = true;
  };
  // Once the question has closed (giving focus back to a Remove button that is going with its
  // image), focus goes to the list, which stays.
  useEffect(() => {
    if (confirming || !removed.current) return;
    removed.current = false;
    headingRef.current?.focus();
  }, [confirming, headingRef]);
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (media.status !== "ready" || mover.state !== "idle" || !pending) return;
    focusAfterMove.current = null;
    const buttons = [
      pending.direction,
      ...placementMoves.filter((direction) => direction !== pending.direction),
    ];
    const target = buttons
      .map((direction) =>
        document.getElementById(moveButtonId(headingId, pending.placementId, direction)),
      )
      .find((button) => button !== null);
    (target ?? headingRef.current)?.focus();
  }, [media.status, mover.state, headingId, headingRef]);
  const entries: Entry[] =
    media.status === "ready"
      ? [...media.placed, ...media.builtIns].sort((a, b) =>
          b.placement.placedAt.localeCompare(a.placement.placedAt),
        )
      : [];
  // Visitors see built-in pictures and active, publishable files: the first of those is first.
  const shownFirst = entries.find((entry) => !("file" in entry) || isVisible(entry.file));
  const target = `${pageAssignmentLabel(page)} · ${formatVocabularyLabel(section)}`;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700"
    >
      <h4 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-bold">
        Now on this section
      </h4>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        Position: {imagePositions[position]}.{" "}
        {position === "gallery"
          ? "Visitors see these photos in this order."
          : "Visitors see the first one shown."}
      </p>
      <div className="mt-3" aria-busy={media.status === "loading"}>
        {media.status === "loading" ? (
          <p role="status">{mediaMessages.publicMedia.loading}</p>
        ) : media.status === "error" ? (
          <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
            {media.error}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">
            {isGallerySection(section)
              ? mediaMessages.placement.nothingInGallery
              : mediaMessages.placement.nothingAssigned}
          </p>
        ) : (
          <ul className="grid gap-3">
            {entries.map((entry, index) => (
              <PlacedFile
                key={entry.placement.id}
                entry={entry}
                shownFirst={entry === shownFirst}
                busy={busy}
                onRemove={() => setConfirming(entry)}
                idPrefix={headingId}
                onMove={{
                  earlier: index > 0 ? () => move(entry, "earlier") : undefined,
                  later: index < entries.length - 1 ? () => move(entry, "later") : undefined,
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Remove this image from the section?"
        confirmLabel="Remove"
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) remove(confirming);
          setConfirming(null);
        }}
      >
        <p>
          <strong className="break-words">{confirming ? describeEntry(confirming) : ""}</strong>{" "}
          will no longer show on {target}.{" "}
          {confirming && !("file" in confirming)
            ? "You can place it again from the built-in pictures."
            : "It stays in the library, and anywhere else it is placed."}
        </p>
      </ConfirmDialog>
    </section>
  );
}

const moveWords: Record<PlacementMove, string> = { earlier: "Move up", later: "Move down" };

function moveButtonId(prefix: string, placementId: string, direction: PlacementMove) {
  return `${prefix}-${placementId}-${direction}`;
}

function describeEntry(entry: Entry) {
  return "file" in entry ? entry.file.altText : entry.image.alt;
}

function isVisible(file: MediaFile) {
  return file.isActive && file.consent.publishable;
}

type Entry = PlacedMediaFile | PlacedBuiltIn;

const smallButton = cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm");
const hiddenBadge = "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100";
const badge = "rounded-full px-2.5 py-1 text-xs font-bold uppercase tracking-wide";

function PlacedFile({
  entry,
  shownFirst,
  busy,
  idPrefix,
  onRemove,
  onMove,
}: {
  entry: Entry;
  shownFirst: boolean;
  busy: boolean;
  idPrefix: string;
  onRemove: () => void;
  /** A way is absent at that end of the list. */
  onMove: Record<PlacementMove, (() => void) | undefined>;
}) {
  const label = describeEntry(entry);
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center dark:bg-slate-900">
      {/* Its alt text is written out beside it. */}
      <span aria-hidden="true" className="block sm:w-32 sm:shrink-0">
        {"file" in entry ? (
          <MediaThumbnail file={entry.file} className="aspect-video w-full rounded-lg" />
        ) : (
          <img
            src={entry.image.filename}
            alt=""
            width={entry.image.width}
            height={entry.image.height}
            className="aspect-video w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
          />
        )}
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="break-words font-semibold">{label}</p>
        <div className="flex flex-wrap gap-2">
          {shownFirst ? (
            <span
              className={cn(badge, "bg-teal-100 text-teal-950 dark:bg-teal-900 dark:text-teal-50")}
            >
              Visitors see this first
            </span>
          ) : null}
          {"file" in entry ? (
            isVisible(entry.file) ? null : (
              <span className={cn(badge, hiddenBadge)}>
                {entry.file.isActive ? describeConsent(entry.file.consent).label : "Inactive"}
              </span>
            )
          ) : (
            <span className={cn(badge, hiddenBadge)}>Built-in picture</span>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {placementMoves.map((direction) => {
          const move = onMove[direction];
          return move ? (
            <button
              key={direction}
              id={moveButtonId(idPrefix, entry.placement.id, direction)}
              type="button"
              disabled={busy}
              onClick={move}
              className={smallButton}
            >
              {moveWords[direction]}
              <span className="sr-only"> {label}</span>
            </button>
          ) : null;
        })}
        <button type="button" disabled={busy} onClick={onRemove} className={smallButton}>
          Remove<span className="sr-only"> {label}</span>
        </button>
      </div>
    </li>
  );
}
