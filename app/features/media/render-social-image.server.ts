import sharp from "sharp";
import type { FocalPoint } from "~/shared/lib/focal-point";
import { planFocalCrop } from "./focal-crop";
import { maxImagePixels } from "./media-types";
import { socialImageSize } from "./social-image";

/**
 * A photo's social preview: the 1200x630 crop that keeps its focal point in frame, as a JPEG
 * (every site that reads og:image takes JPEG; not every one takes WebP). The source is a stored
 * copy, already upright with its metadata gone. A smaller photo is cropped to the shape and
 * enlarged: a preview must be the size its tags say.
 */
export async function renderSocialImage(source: Buffer, point: FocalPoint | null) {
  const open = () => sharp(source, { limitInputPixels: maxImagePixels, failOn: "error" });
  const { width = 0, height = 0 } = await open().metadata();
  const region = planFocalCrop({ width, height }, socialImageSize, point);
  return open()
    .extract(region)
    .resize(socialImageSize.width, socialImageSize.height, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82 })
    .toBuffer();
}
