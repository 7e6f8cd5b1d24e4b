import { randomBytes } from "node:crypto";
import sharp from "sharp";

/**
 * A JPEG for a file input, in a colour of its own: tests that run once per width and theme on one
 * server each upload different bytes, so the library's duplicate check (ADR 0035) never answers
 * "already in the library" to a test that means a new photo.
 */
export async function makeUniquePhoto(name: string) {
  const buffer = await sharp({
    create: {
      width: 900,
      height: 600,
      channels: 3,
      background: `#${randomBytes(3).toString("hex")}`,
    },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}
