import { ExternalLink, ListChecks, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { formatFileSize } from "~/shared/lib/format-file-size";
import { formatVocabularyLabel } from "~/shared/site/vocabulary";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import type { Removal } from "~/shared/staff-shell/use-removal";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { ConfirmDialog } from "~/shared/ui/confirm-dialog";
import { isUndecided, undecidedAdvice } from "../media-consent";
import type { MediaFile } from "../media-file";
import { ConsentBadge } from "./consent-badge";
import { MediaDetailsDialog } from "./media-details-dialog";
import { MediaEditForm } from "./media-edit-form";
import type { PlaceableSections } from "./media-place-form";
import { MediaThumbnail } from "./media-thumbnail";
import { describeUsage } from "./media-usage-list";
import { mediaCardId } from "./use-focus-after-reload";

const smallButton = cn(
  buttonBase,
  buttonStyles.secondary,
  "min-h-10 w-full gap-1.5 px-2 py-2 text-sm",
);

/**
 * One file of the Media Library: preview, consent state, where it is used, and edit, details
 * (placements and consent), open, switch on or off, delete.
 */
export function MediaCard({
  file,
  ticked,
  onTick,
  placeableSections,
  removal,
}: {
  file: MediaFile;
  /** Ticked for one consent decision with others (the library's selection). */
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  placeableSections: PlaceableSections;
  /** The library's removal: a deleted card goes, and the answer must not go with it. */
  removal: Removal;
}) {
  const fetcher = useFetcher();
  const [editing, setEditing] = useState(false);
  const [showingDetails, setShowingDetails] = useState(false);
  const [confirming, setConfirming] = useState<"delete" | "deactivate" | null>(null);
  const usage = describeUsage(file);
  useActionToast(fetcher, () => setEditing(false));
  const busy = fetcher.state !== "idle" || removal.isRemoving(file.id);
  const submit = (fields: Record<string, string>) =>
    fetcher.submit({ id: file.id, ...fields }, { method: "post", action: adminTabPath("media") });

  return (
    // Focused when just uploaded (see useFocusAfterReload).
    <li
      id={mediaCardId(file.id)}
      tabIndex={-1}
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700"
    >
      <div className="relative">
        <MediaThumbnail file={file} className="aspect-video w-full" />
        <label className="absolute top-2 left-2 flex min-h-10 min-w-10 cursor-pointer items-center justify-center rounded-lg bg-white/90 shadow dark:bg-slate-900/90">
          <input
            type="checkbox"
            checked={ticked}
            onChange={(event) => onTick(event.currentTarget.checked)}
            className="size-5 accent-teal-700"
          />
          <span className="sr-only">Select {file.originalName}</span>
        </label>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-bold uppercase tracking-wide">
          <span
            className={cn(
              "rounded-full px-2.5 py-1",
              file.isActive
                ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50"
                : "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
            )}
          >
            {file.isActive ? "Active" : "Inactive"}
          </span>
          <span className="rounded-full bg-teal-50 px-2.5 py-1 text-teal-900 dark:bg-teal-950 dark:text-teal-100">
            {formatVocabularyLabel(file.category)}
          </span>
          <ConsentBadge file={file} />
        </div>
        {isUndecided(file.consent) ? (
          <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">
            {undecidedAdvice}.
          </p>
        ) : null}
        {editing ? (
          <MediaEditForm file={file} fetcher={fetcher} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <div className="min-w-0">
              <p className="truncate font-bold" title={file.originalName}>
                {file.originalName}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {file.fileType === "image" ? "Image" : "Video"} · {formatFileSize(file.fileSize)}
                {file.width && file.height ? ` · ${file.width}×${file.height}` : ""}
              </p>
            </div>
            <dl className="grid gap-x-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1 [&_dd]:mb-1 sm:[&_dd]:mb-0">
              <dt className="font-semibold">Alt text</dt>
              <dd className="break-words">{file.altText}</dd>
              <dt className="font-semibold">Caption</dt>
              <dd className="break-words">{file.caption ?? "None"}</dd>
              <dt className="font-semibold">Used on</dt>
              <dd className="break-words">{usage.length > 0 ? usage.join("; ") : "No page"}</dd>
            </dl>
            <div className="mt-auto grid gap-2 md:grid-cols-2">
              <button type="button" onClick={() => setEditing(true)} className={smallButton}>
                <Pencil aria-hidden="true" className="size-4" /> Edit
                <span className="sr-only"> {file.originalName}</span>
              </button>
              <button type="button" onClick={() => setShowingDetails(true)} className={smallButton}>
                <ListChecks aria-hidden="true" className="size-4" /> Details
                <span className="sr-only"> of {file.originalName}: where used, consent</span>
              </button>
              <a href={file.url} target="_blank" rel="noopener noreferrer" className={smallButton}>
                <ExternalLink aria-hidden="true" className="size-4" /> Open
                <span className="sr-only"> {file.originalName} in a new tab</span>
              </a>
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  file.isActive && usage.length > 0
                    ? setConfirming("deactivate")
                    : submit({ intent: "set-active", active: String(!file.isActive) })
                }
                className={smallButton}
              >
                {file.isActive ? "Deactivate" : "Activate"}
                <span className="sr-only"> {file.originalName}</span>
              </button>
              <button
                type="button"
                disabled={busy || removal.pending}
                onClick={() => setConfirming("delete")}
                className={cn(smallButton, "text-red-800 dark:text-red-300")}
              >
                <Trash2 aria-hidden="true" className="size-4" /> Delete
                <span className="sr-only"> {file.originalName}</span>
              </button>
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === "delete" ? "Delete this file?" : "Deactivate this file?"}
        confirmLabel={confirming === "delete" ? "Delete" : "Deactivate"}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          if (confirming === "delete") {
            removal.remove({ id: String(file.id), intent: "delete" }, adminTabPath("media"));
          } else {
            // React Router reports the outcome in its state and data, not through this promise.
            void submit({ intent: "set-active", active: "false" });
          }
        }}
      >
        {usage.length > 0 ? (
          <>
            <p>It disappears from:</p>
            <ul className="my-2 list-disc pl-6">
              {usage.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          {confirming === "delete" ? (
            <>
              <strong className="break-words">{file.originalName}</strong> and every copy of it will
              be removed from the site and from storage. This cannot be undone.
            </>
          ) : (
            "You can make it active again at any time."
          )}
        </p>
      </ConfirmDialog>
      <MediaDetailsDialog
        file={file}
        open={showingDetails}
        onClose={() => setShowingDetails(false)}
        placeableSections={placeableSections}
      />
    </li>
  );
}
