import { Film } from "lucide-react";
import { cn } from "~/shared/lib/class-names";
import { focalPointStyle } from "~/shared/lib/focal-point";
import { findThumbnailUrl, type MediaFile } from "../media-file";

/**
 * A file's preview in a tile: the smallest WebP copy of a photo or of a video's poster frame
 * (never the original), loaded lazily. A video stored before posters were made shows its first
 * frame instead.
 */
export function MediaThumbnail({ file, className }: { file: MediaFile; className: string }) {
  const image = (imageClass: string) => (
    <img
      src={findThumbnailUrl(file)}
      alt={file.altText}
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      loading="lazy"
      decoding="async"
      style={focalPointStyle(file.focalPoint)}
      className={cn("bg-slate-100 object-cover dark:bg-slate-800", imageClass)}
    />
  );
  if (file.fileType === "image") return image(className);
  return (
    <div className={cn("relative bg-slate-900", className)}>
      {file.variants.length > 0 ? (
        image("size-full")
      ) : (
        <video
          src={file.url}
          preload="metadata"
          muted
          playsInline
          aria-label={file.altText}
          className="size-full object-cover"
        />
      )}
      <Film aria-hidden="true" className="absolute left-2 top-2 size-6 text-white drop-shadow" />
    </div>
  );
}
