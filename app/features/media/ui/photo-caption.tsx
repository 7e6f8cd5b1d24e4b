import { cn } from "~/shared/lib/class-names";
import { describeUploadDate } from "../chooser-photo";

/**
 * Under a chooser's thumbnail: the photo's name (alt text, else file name) and upload date. A long
 * name is cut short on screen only; the choice's accessible name keeps all of it.
 */
export function PhotoCaption({
  name,
  uploadedAt,
  className,
}: {
  name: string;
  /** ISO; absent for a built-in picture, which was never uploaded. */
  uploadedAt?: string;
  className?: string;
}) {
  return (
    <span className={cn("flex min-w-0 flex-col gap-0.5", className)}>
      <span className="truncate font-semibold" title={name}>
        {name}
      </span>
      {uploadedAt ? (
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {describeUploadDate(uploadedAt)}
        </span>
      ) : null}
    </span>
  );
}
