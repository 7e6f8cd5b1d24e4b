import { centreFocalPoint, type FocalPoint } from "~/shared/lib/focal-point";

type Size = { width: number; height: number };

/** A region of the picture in whole pixels, as sharp's `extract` takes it. */
export type CropRegion = { left: number; top: number; width: number; height: number };

/**
 * The largest region of the target's shape that fits the picture, placed the way CSS places an
 * `object-cover` image with `object-position: x% y%`: the focal point at x% across the region
 * as it is x% across the picture. So the point is always inside, and a social preview matches
 * what the site's own crops show.
 */
export function planFocalCrop(
  source: Size,
  target: Size,
  point: FocalPoint | null = null,
): CropRegion {
  const { x, y } = point ?? centreFocalPoint;
  const scale = Math.min(source.width / target.width, source.height / target.height);
  const width = Math.max(1, Math.min(source.width, Math.round(target.width * scale)));
  const height = Math.max(1, Math.min(source.height, Math.round(target.height * scale)));
  return {
    left: Math.round(((source.width - width) * x) / 100),
    top: Math.round(((source.height - height) * y) / 100),
    width,
    height,
  };
}
