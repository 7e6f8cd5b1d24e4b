import { Film } from "lucide-react";
import { cn } from "~/lib/class-names";
import { findThumbnailUrl, type MediaFile } from "~/media/media-file";

/**
 * A file's preview in a tile: the smallest WebP copy of a photo (never the original), or the
 * video's first frame, loaded lazily.
 */
export function MediaThumbnail({ file, className }: { file: MediaFile; className: string }) {
  if (file.fileType === "video") {
    return (
      <div className={cn("relative bg-slate-900", className)}>
        <video
          src={file.url}
          preload="metadata"
          muted
          playsInline
          aria-label={file.altText}
          className="size-full object-cover"
        />
        <Film aria-hidden="true" className="absolute left-2 top-2 size-6 text-white drop-shadow" />
      </div>
    );
  }
  return (
    <img
      src={findThumbnailUrl(file)}
      alt={file.altText}
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      loading="lazy"
      decoding="async"
      className={cn("bg-slate-100 object-cover dark:bg-slate-800", className)}
    />
  );
}
