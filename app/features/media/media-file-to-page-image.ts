import { type PageImage, type PageVideo, stockImageSize } from "~/features/pages";
import type { ImageSource } from "~/shared/behaviours/picture-fallbacks";
import type { MediaFile } from "./media-file";
import { allowsSocialMedia, socialImagePath } from "./social-image";

/** An uploaded image: its WebP copies as a srcset, then the stored original as its fallback. */
export function toPageImage(file: MediaFile): PageImage {
  const largest = file.variants.at(-1);
  const sources: ImageSource[] = largest
    ? [
        {
          src: largest.url,
          srcSet: file.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
        },
        { src: file.url },
      ]
    : [{ src: file.url }];
  return {
    id: file.id,
    sources,
    width: file.width ?? largest?.width ?? stockImageSize.width,
    height: file.height ?? largest?.height ?? stockImageSize.height,
    alt: file.altText,
    caption: file.caption,
    category: file.category,
    ...(file.focalPoint ? { focalPoint: file.focalPoint } : {}),
    ...(file.isActive && allowsSocialMedia(file.consent)
      ? { socialImage: socialImagePath(file) }
      : {}),
  };
}

/** The poster copy a video tile needs: the first at least this wide, else the widest. */
const posterWidth = 960;

export function toPageVideo(file: MediaFile): PageVideo {
  const poster = file.variants.find((copy) => copy.width >= posterWidth) ?? file.variants.at(-1);
  return {
    id: file.id,
    src: file.url,
    mimeType: file.mimeType,
    poster: poster?.url,
    width: file.width ?? undefined,
    height: file.height ?? undefined,
    title: file.altText,
    caption: file.caption,
  };
}
