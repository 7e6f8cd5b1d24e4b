import { CircleCheck, CircleX, X } from "lucide-react";
import { cn } from "~/shared/lib/class-names";
import { formatFileSize } from "~/shared/lib/format-file-size";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { SelectField } from "~/shared/ui/select-field";
import { TextField } from "~/shared/ui/text-field";
import { type ConsentDecision, consentDecisions, decisionLabel } from "../consent-decision";
import type { MediaFile } from "../media-file";
import { mediaMessages } from "../messages";
import { findPossibleFullNames } from "../public-words";
import { DuplicateNotice } from "./duplicate-notice";
import { NameWarning } from "./name-warning";
import { UploadProgressBar } from "./upload-progress-bar";
import { type QueuedFile, queuedFieldName } from "./use-upload-queue";

/** The id of a file's result line, which takes focus when its upload failed. */
export const queuedResultId = (key: string) => `${key}-result`;

type UploadQueueListProps = {
  items: QueuedFile[];
  /** While the files are being sent nothing in the list can change. */
  sending: boolean;
  /** What a file that was saved says, e.g. "Media file uploaded successfully!". */
  uploadedText: string;
  onEdit: (
    key: string,
    change: { altText?: string; caption?: string; decision?: ConsentDecision | "" },
  ) => void;
  onRemove: (key: string) => void;
  /** The batch's decision, which a file follows unless it has its own. */
  batchDecision: ConsentDecision | "";
  /** A duplicate's choices (ADR 0035): the library's file was used, or send this one anyway. */
  onReused: (key: string, file: MediaFile) => void;
  onUploadAnyway: (key: string) => void;
};

/**
 * The picked files of a multi-file upload, each with its own alt text, caption and name check
 * (required to publish), then its own progress bar and result.
 */
export function UploadQueueList({
  items,
  sending,
  uploadedText,
  onEdit,
  onRemove,
  batchDecision,
  onReused,
  onUploadAnyway,
}: UploadQueueListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Chosen files" className="grid gap-3">
      {items.map((item) => (
        <QueuedFileRow
          key={item.key}
          item={item}
          sending={sending}
          uploadedText={uploadedText}
          onEdit={(change) => onEdit(item.key, change)}
          onRemove={() => onRemove(item.key)}
          onReused={(file) => onReused(item.key, file)}
          onUploadAnyway={() => onUploadAnyway(item.key)}
          // One file follows the form's question; of several, each may differ.
          batchDecision={items.length > 1 ? batchDecision : null}
        />
      ))}
    </ul>
  );
}

function QueuedFileRow({
  item,
  sending,
  uploadedText,
  onEdit,
  onRemove,
  batchDecision,
  onReused,
  onUploadAnyway,
}: {
  item: QueuedFile;
  sending: boolean;
  uploadedText: string;
  onEdit: (change: { altText?: string; caption?: string; decision?: ConsentDecision | "" }) => void;
  onRemove: () => void;
  batchDecision: ConsentDecision | "" | null;
  onReused: (file: MediaFile) => void;
  onUploadAnyway: () => void;
}) {
  const { key, file, status } = item;
  const editable = status === "waiting" || status === "failed";
  const names = findPossibleFullNames(`${item.altText}\n${item.caption}`);
  const nameId = `${key}-name`;
  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-900">
      <fieldset
        aria-labelledby={nameId}
        disabled={sending || !editable}
        // Any change (the names box too) answers the problem shown, until the next check.
        onChange={() => onEdit({})}
        className="min-w-0"
      >
        <div className="flex items-start justify-between gap-3">
          <p id={nameId} className="min-w-0 break-words font-semibold">
            {file.name}{" "}
            <span className="font-normal text-slate-600 dark:text-slate-300">
              · {formatFileSize(file.size)}
            </span>
          </p>
          {editable ? (
            <button
              type="button"
              onClick={onRemove}
              className={cn(
                buttonBase,
                buttonStyles.secondary,
                "min-h-10 shrink-0 px-3 py-1.5 text-sm",
              )}
            >
              <X aria-hidden="true" className="size-4" />
              <span>
                Remove<span className="sr-only"> {file.name} from the list</span>
              </span>
            </button>
          ) : null}
        </div>
        {editable ? (
          <div className="mt-3 grid gap-3">
            <TextField
              label="Alt text"
              name={queuedFieldName("altText", key)}
              value={item.altText}
              maxLength={300}
              required
              onChange={(event) => onEdit({ altText: event.currentTarget.value })}
              hint={mediaMessages.publicWords.altTextHint}
              error={item.problem?.field === "altText" ? item.problem.message : undefined}
            />
            <TextField
              label="Caption (optional)"
              value={item.caption}
              maxLength={1000}
              onChange={(event) => onEdit({ caption: event.currentTarget.value })}
            />
            <NameWarning
              id={key}
              name={queuedFieldName("namesAcknowledged", key)}
              names={names}
              unticked={item.problem?.field === "namesAcknowledged"}
            />
            {batchDecision === null ? null : (
              <SelectField
                label="Children in this file"
                value={item.decision}
                onChange={(event) =>
                  onEdit({ decision: event.currentTarget.value as ConsentDecision | "" })
                }
                options={[
                  {
                    value: "",
                    label: batchDecision
                      ? `As for all files: ${decisionLabel(batchDecision)}`
                      : "As for all files: no decision yet",
                  },
                  ...consentDecisions,
                ]}
              />
            )}
          </div>
        ) : null}
        {item.progress ? (
          <div className="mt-3">
            <UploadProgressBar progress={item.progress} label={`Upload progress of ${file.name}`} />
          </div>
        ) : null}
        <QueuedFileResult item={item} uploadedText={uploadedText} />
      </fieldset>
      {item.status === "duplicate" && item.duplicate ? (
        // Outside the fieldset, which is switched off once the file has been sent.
        <DuplicateNotice
          id={key}
          duplicate={item.duplicate}
          disabled={sending}
          onUsed={onReused}
          onUploadAnyway={onUploadAnyway}
        />
      ) : null}
    </li>
  );
}

/** The file's result, in a live region so each one is heard as it arrives. */
function QueuedFileResult({ item, uploadedText }: { item: QueuedFile; uploadedText: string }) {
  const failed = item.status === "failed";
  return (
    <p
      id={queuedResultId(item.key)}
      role="status"
      tabIndex={-1}
      className={cn(
        // Always there, so what arrives in it is announced; empty, it takes no room.
        "mt-3 flex items-start gap-2 font-semibold empty:mt-0",
        failed ? "text-red-800 dark:text-red-300" : "text-green-800 dark:text-green-300",
      )}
    >
      {item.status === "uploaded" ? (
        <>
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          {item.result ? `${uploadedText} ${item.result}` : uploadedText}
        </>
      ) : item.status === "reused" ? (
        <>
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          {item.result}
        </>
      ) : failed ? (
        <>
          <CircleX aria-hidden="true" className="size-6 shrink-0" />
          {`${mediaMessages.media.uploadFailedTitle}: ${item.result}`}
        </>
      ) : null}
    </p>
  );
}
