import { formatMegabytes } from "~/shared/lib/format-file-size";
import type { UploadProgress } from "../send-upload";

/** What each §4 step means to the person waiting. */
const stepLabels: Record<number, string> = {
  10: "Getting ready...",
  20: "Uploading...",
  30: "Uploaded. Waiting for the server...",
  60: "Checking the file...",
  70: "Removing location data and making smaller copies...",
  80: "Saving...",
  100: "Done",
};

export function UploadProgressBar({
  progress,
  label,
}: {
  progress: UploadProgress;
  /** Names the bar: with several on the page, each says whose it is. */
  label: string;
}) {
  const { percent, sentBytes, totalBytes } = progress;
  const sending =
    sentBytes !== undefined && totalBytes
      ? ` ${formatMegabytes(sentBytes)} of ${formatMegabytes(totalBytes)}MB`
      : "";
  const step = `${stepLabels[percent] ?? "Uploading..."}${sending}`;
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${step}`}
        className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-teal-700 transition-[width] duration-300 dark:bg-teal-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {percent}% · {step}
      </p>
    </div>
  );
}
