/**
 * A photo's focal point (ADR 0036): the spot every crop keeps in frame, as whole percentages of
 * its width and height from the top left. Null means the centre. Zod-free: public pages import it.
 */
export type FocalPoint = { x: number; y: number };

export const centreFocalPoint: FocalPoint = { x: 50, y: 50 };

/** The stored pair as a point; a half-set pair (never written by the site) is the centre. */
export function readFocalPoint(x: number | null, y: number | null): FocalPoint | null {
  return x === null || y === null ? null : { x: Number(x), y: Number(y) };
}

/**
 * CSS `object-position` for a cover-fitted image: the point at x% of the picture sits at x% of
 * the frame, so it is always inside whatever the frame crops. Undefined keeps CSS's centre.
 */
export function toObjectPosition(point: FocalPoint | null | undefined) {
  return point ? `${point.x}% ${point.y}%` : undefined;
}

/** `style` for an `object-cover` image showing a photo with this focal point. */
export function focalPointStyle(point: FocalPoint | null | undefined) {
  const objectPosition = toObjectPosition(point);
  return objectPosition ? { objectPosition } : undefined;
}
