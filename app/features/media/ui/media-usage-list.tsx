import { type RefObject, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { ConfirmDialog } from "~/shared/ui/confirm-dialog";
import type { MediaFile, MediaPlacement } from "../media-file";
import { findPlacementRoute, formatPlacement } from "../placement-labels";

type MediaUsageListProps = {
  file: MediaFile;
  /** The list's heading: focus goes there after a removal, as the Remove button goes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/** "Where is this used": every page and section a file is placed on, each with a link and Remove. */
export function MediaUsageList({ file, headingRef }: MediaUsageListProps) {
  const remover = useFetcher();
  useActionToast(remover);
  const [confirming, setConfirming] = useState<MediaPlacement | null>(null);
  const removed = useRef(false);
  // Once the question has closed (giving focus back to the Remove button that is going), focus
  // goes to the list's heading, which stays.
  useEffect(() => {
    if (confirming || !removed.current) return;
    removed.current = false;
    headingRef.current?.focus();
  }, [confirming, headingRef]);
  return (
    <>
      {file.placements.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">Not placed on any page yet.</p>
      ) : (
        <UsageItems file={file} disabled={remover.state !== "idle"} onRemove={setConfirming} />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Remove it from this page?"
        confirmLabel="Remove"
        busy={remover.state !== "idle"}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) {
            // React Router reports the outcome in its state and data, not through this promise.
            void remover.submit(
              { intent: "unplace", id: file.id, placementId: confirming.id },
              { method: "post", action: adminTabPath("media") },
            );
            removed.current = true;
          }
          setConfirming(null);
        }}
      >
        <p>
          <strong className="break-words">{file.altText}</strong> will no longer show on{" "}
          {confirming ? formatPlacement(confirming) : ""}. It stays in the library.
        </p>
      </ConfirmDialog>
    </>
  );
}

function UsageItems({
  file,
  disabled,
  onRemove,
}: {
  file: MediaFile;
  disabled: boolean;
  onRemove: (placement: MediaPlacement) => void;
}) {
  return (
    <ul className="grid gap-2">
      {file.placements.map((placement) => {
        const label = formatPlacement(placement);
        const route = findPlacementRoute(placement);
        return (
          <li
            key={placement.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800"
          >
            {route ? (
              <a
                href={route}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-teal-800 underline underline-offset-2 dark:text-teal-200"
              >
                {label}
                <span className="sr-only"> (opens the page in a new tab)</span>
              </a>
            ) : (
              <span className="font-semibold">{label}</span>
            )}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRemove(placement)}
              className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-3 py-1.5 text-sm")}
            >
              Remove<span className="sr-only"> from {label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** For the confirmation before switching off or deleting: where visitors will stop seeing it. */
export function describeUsage(file: MediaFile) {
  return file.placements.map(formatPlacement);
}
