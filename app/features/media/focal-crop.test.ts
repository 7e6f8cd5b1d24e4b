import { describe, expect, test } from "vitest";
import { planFocalCrop } from "./focal-crop";

const social = { width: 1200, height: 630 };

/** Whether the point (as percentages of the picture) lies inside the region. */
function keepsInFrame(
  source: { width: number; height: number },
  region: ReturnType<typeof planFocalCrop>,
  point: { x: number; y: number },
) {
  const px = (source.width * point.x) / 100;
  const py = (source.height * point.y) / 100;
  return (
    px >= region.left &&
    px <= region.left + region.width &&
    py >= region.top &&
    py <= region.top + region.height
  );
}

describe("planFocalCrop", () => {
  test("without a focal point, the largest region of the shape is centred", () => {
    expect(planFocalCrop({ width: 1600, height: 1200 }, social)).toEqual({
      left: 0,
      top: 180,
      width: 1600,
      height: 840,
    });
  });

  test("a tall photo keeps its full width and moves the region down to a low point", () => {
    expect(planFocalCrop({ width: 1000, height: 2000 }, social, { x: 50, y: 90 })).toEqual({
      left: 0,
      top: 1328,
      width: 1000,
      height: 525,
    });
  });

  test("a point at a corner puts the region against that corner, never outside the picture", () => {
    const source = { width: 1600, height: 1200 };
    expect(planFocalCrop(source, { width: 1, height: 1 }, { x: 100, y: 100 })).toEqual({
      left: 400,
      top: 0,
      width: 1200,
      height: 1200,
    });
    expect(planFocalCrop(source, { width: 1, height: 1 }, { x: 0, y: 0 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 1200,
    });
  });

  test("every point at the edges and inside stays in frame, for wide, tall and square crops", () => {
    const sources = [
      { width: 1600, height: 1200 },
      { width: 900, height: 1600 },
      { width: 640, height: 640 },
      { width: 333, height: 101 },
    ];
    const targets = [
      social,
      { width: 16, height: 9 },
      { width: 4, height: 3 },
      { width: 1, height: 1 },
    ];
    const positions = [0, 1, 17, 50, 83, 99, 100];
    for (const source of sources) {
      for (const target of targets) {
        for (const x of positions) {
          for (const y of positions) {
            const region = planFocalCrop(source, target, { x, y });
            expect(keepsInFrame(source, region, { x, y })).toBe(true);
            expect(region.left).toBeGreaterThanOrEqual(0);
            expect(region.top).toBeGreaterThanOrEqual(0);
            expect(region.left + region.width).toBeLessThanOrEqual(source.width);
            expect(region.top + region.height).toBeLessThanOrEqual(source.height);
            // The region has the target's shape, give or take a pixel's rounding.
            expect(
              Math.abs(region.width / region.height - target.width / target.height),
            ).toBeLessThan(0.02);
          }
        }
      }
    }
  });
});
