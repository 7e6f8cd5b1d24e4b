import { rm, stat } from "node:fs/promises";
import sharp, { type Metadata, type Sharp } from "sharp";
import { isDiskFull } from "./disk-full";
import type { AllowedMediaType } from "./media-types";
import { maxImagePixels } from "./media-types";
import { mediaMessages } from "./messages";
import { UploadError } from "./upload-error";

// libvips keeps recently opened input files open in its operation cache; an upload's temp file
// is deleted straight after processing, and a cached handle would hold its disk space.
sharp.cache({ files: 0 });
// One libvips thread per image: with uploads processed one at a time (processing-queue.server.ts)
// a burst of photos then keeps one core busy, not both, and pages are still served.
sharp.concurrency(1);

/** Widths of the WebP copies the site serves (srcset); never wider than the photo itself. */
export const variantWidths = [480, 960, 1600] as const;

export type ProcessedFile = { filePath: string; width: number; height: number; size: number };
/** A cleaned upload ready to store: the original and the WebP copies public pages show. */
export type ProcessedMedia = {
  /** The file in its own format with every metadata block gone (a photo also turned upright). */
  original: ProcessedFile;
  /** WebP copies, narrowest first. */
  variants: ProcessedFile[];
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
): Promise<ProcessedMedia> {
  const animated = type.mime === "image/gif" || type.mime === "image/webp";
  const open = () =>
    sharp(inputPath, { limitInputPixels: maxImagePixels, animated, failOn: "error" }).autoOrient();

  let metadata: Metadata;
  try {
    metadata = await sharp(inputPath, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(422, mediaMessages.media.unreadableImage);
  }
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const pixels = (metadata.width ?? 0) * frameHeight;
  if (pixels > maxImagePixels) {
    throw new UploadError(413, mediaMessages.media.tooManyPixels(Math.round(pixels / 1_000_000)));
  }
  // EXIF orientations 5 to 8 swap width and height.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = (swapped ? frameHeight : metadata.width) ?? 0;
  const height = (swapped ? metadata.width : frameHeight) ?? 0;

  const originalPath = `${outputBase}.${type.extension}`;
  try {
    await encodeAs(open(), type).toFile(originalPath);
    const variants = await makeWebpCopies(open, width, outputBase);
    const { size } = await stat(originalPath);
    return { original: { filePath: originalPath, width, height, size }, variants };
  } catch (error) {
    await removeFiles([originalPath]);
    // File system trouble (a full disk, which libvips reports in words only) is not the image's fault.
    if (
      error instanceof UploadError ||
      (error as NodeJS.ErrnoException).code ||
      isDiskFull(error)
    ) {
      throw error;
    }
    throw new UploadError(422, mediaMessages.media.unreadableImage);
  }
}

/**
 * The WebP copies a public page's srcset offers, `{outputBase}-w{width}.webp`, narrowest first:
 * 480, 960 and 1600 px wide but never wider than the picture, which always gets one at its own
 * width when it is narrower than the widest. `open` gives a fresh, upright pipeline each time.
 */
export async function makeWebpCopies(open: () => Sharp, width: number, outputBase: string) {
  const widths: number[] = variantWidths.filter((candidate) => candidate < width);
  if (width <= Math.max(...variantWidths)) widths.push(width);
  const variants: ProcessedFile[] = [];
  let variantPath = "";
  try {
    for (const variantWidth of new Set(widths)) {
      variantPath = `${outputBase}-w${variantWidth}.webp`;
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
    return variants;
  } catch (error) {
    // A half-written copy (a full disk) and the finished ones go too.
    await removeFiles([variantPath, ...variants.map((variant) => variant.filePath)]);
    throw error;
  }
}

/** Removes files made while processing an upload; missing ones are fine. */
export async function removeFiles(filePaths: readonly string[]) {
  await Promise.all(filePaths.map((filePath) => rm(filePath, { force: true })));
}
