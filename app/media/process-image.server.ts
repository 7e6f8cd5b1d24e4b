import { stat } from "node:fs/promises";
import sharp, { type Metadata, type Sharp } from "sharp";
import { messages } from "~/content/messages";
import type { AllowedMediaType } from "./media-types";
import { maxImagePixels } from "./media-types";
import { UploadError } from "./upload-error";

// libvips keeps recently opened input files open in its operation cache; an upload's temp file
// is deleted straight after processing, and a cached handle would hold its disk space.
sharp.cache({ files: 0 });

/** Widths of the WebP copies the site serves (srcset); never wider than the photo itself. */
export const variantWidths = [480, 960, 1600] as const;

export type ProcessedFile = { filePath: string; width: number; height: number; size: number };
export type ProcessedImage = {
  /** The photo re-encoded in its own format: oriented, every metadata block gone. */
  original: ProcessedFile;
  /** WebP copies, narrowest first. */
  variants: (ProcessedFile & { width: number })[];
};

function encodeAs(image: Sharp, type: AllowedMediaType): Sharp {
  switch (type.mime) {
    case "image/jpeg":
      // Not mozjpeg: its trellis search made a 12 MP photo take 2.5 s instead of 0.3 s.
      return image.jpeg({ quality: 88 });
    case "image/png":
      return image.png({ compressionLevel: 8 });
    case "image/webp":
      return image.webp({ quality: 88 });
    case "image/gif":
      return image.gif();
    case "image/avif":
      return image.avif({ quality: 60, effort: 3 });
    default:
      throw new Error(`Not an image type: ${type.mime}`);
  }
}

/**
 * Checks the pixel count from the header before decoding (a small file can hold a huge image),
 * then writes the cleaned original and its WebP copies next to `outputBase`. sharp keeps no
 * metadata unless asked, so EXIF (GPS, camera serials), XMP, IPTC and comments are all dropped.
 */
export async function processImage(
  inputPath: string,
  type: AllowedMediaType,
  outputBase: string,
): Promise<ProcessedImage> {
  const animated = type.mime === "image/gif" || type.mime === "image/webp";
  const open = () =>
    sharp(inputPath, { limitInputPixels: maxImagePixels, animated, failOn: "error" }).autoOrient();

  let metadata: Metadata;
  try {
    metadata = await sharp(inputPath, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(422, messages.media.unreadableImage);
  }
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const pixels = (metadata.width ?? 0) * frameHeight;
  if (pixels > maxImagePixels) {
    throw new UploadError(413, messages.media.tooManyPixels(Math.round(pixels / 1_000_000)));
  }
  // EXIF orientations 5 to 8 swap width and height.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = (swapped ? frameHeight : metadata.width) ?? 0;
  const height = (swapped ? metadata.width : frameHeight) ?? 0;

  try {
    const originalPath = `${outputBase}.${type.extension}`;
    await encodeAs(open(), type).toFile(originalPath);
    const widths: number[] = variantWidths.filter((candidate) => candidate < width);
    // A photo narrower than the smallest copy still gets one WebP at its own width.
    if (width <= Math.max(...variantWidths)) widths.push(width);
    const variants = [];
    for (const variantWidth of new Set(widths)) {
      const variantPath = `${outputBase}-w${variantWidth}.webp`;
      const info = await open()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(variantPath);
      variants.push({
        filePath: variantPath,
        width: info.width,
        height: info.pageHeight ?? info.height,
        size: info.size,
      });
    }
    const { size } = await stat(originalPath);
    return { original: { filePath: originalPath, width, height, size }, variants };
  } catch (error) {
    // File system trouble (a full disk) is not the image's fault.
    if (error instanceof UploadError || (error as NodeJS.ErrnoException).code) throw error;
    throw new UploadError(422, messages.media.unreadableImage);
  }
}
