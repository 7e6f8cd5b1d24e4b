import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Real, playable videos made with Debian's ffmpeg (no binary fixtures in the repository), each
 * carrying what phones, action cameras and editing tools leave in a file: a GPS position in
 * QuickTime user data (©xyz) and in XMP inside a top-level `uuid` box (what exiftool and Adobe
 * tools write), a title and a device name, a per-track title, chapters, a timed-text track with
 * coordinates (how drones record their path) and a timecode data track. Checked with exiftool
 * and ffprobe, which the test setup installs.
 */

const run = promisify(execFile);

/** Where a phone recorded the video, as QuickTime's ©xyz user data item (ISO 6709). */
export const videoGpsString = "+53.7500-002.2500/";
/** Everything of that kind in the fixtures; none of it may be in a stored file. */
export const videoSecrets = [
  videoGpsString,
  "53,45.0N",
  "Hill Farm",
  "Northfold Phone X1",
  "SERIAL-4410",
  "GPS 53.7500",
];

const xmpUuid = Buffer.from("be7acfcb97a942e89c71999491e3afac", "hex");

function box(type: string, body: Buffer) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** XMP with a GPS position in a top-level `uuid` box, appended so no sample offset moves. */
function xmpBox() {
  const packet = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:tiff="http://ns.adobe.com/tiff/1.0/"
 exif:GPSLatitude="53,45.0N" exif:GPSLongitude="2,15.0W" tiff:Model="SERIAL-4410"/>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  return box("uuid", Buffer.concat([xmpUuid, Buffer.from(packet, "utf8")]));
}

type VideoFormat = "mp4" | "mov" | "webm";

async function withScratch<T>(work: (dir: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(tmpdir(), "video-fixture-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Two seconds (unless told) of a moving test pattern with a tone, and everything listed above. */
async function makeVideo(format: VideoFormat, size = "320x240", seconds = 2) {
  return withScratch(async (dir) => {
    const subtitles = path.join(dir, "track.srt");
    await writeFile(subtitles, "1\n00:00:00,000 --> 00:00:01,000\nGPS 53.7500 -2.2500\n");
    const chapters = path.join(dir, "chapters.txt");
    await writeFile(
      chapters,
      ";FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=1000\ntitle=At Hill Farm\n",
    );
    const output = path.join(dir, `clip.${format}`);
    const webm = format === "webm";
    await run("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=25:duration=${seconds}`],
      ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
      ...["-i", subtitles, "-i", chapters],
      ...["-map", "0", "-map", "1", "-map_chapters", "3"],
      ...(webm
        ? ["-c:v", "libvpx", "-b:v", "300k", "-c:a", "libopus"]
        : ["-map", "2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac"]),
      ...(webm ? [] : ["-c:s", "mov_text", "-timecode", "10:00:00:00"]),
      ...["-metadata", `location=${videoGpsString}`, "-metadata", "title=Walk at Hill Farm"],
      ...["-metadata", "make=Northfold Phone X1", "-metadata:s:v:0", "title=SERIAL-4410"],
      output,
    ]);
    const video = await readFile(output);
    return webm ? video : Buffer.concat([video, xmpBox()]);
  });
}

export function makeMp4(size?: string, seconds?: number) {
  return makeVideo("mp4", size, seconds);
}

export function makeQuickTime() {
  return makeVideo("mov");
}

export function makeWebm() {
  return makeVideo("webm");
}

export type VideoInspection = {
  /** exiftool's tag names (with embedded timed metadata) that hold a position. */
  locationTags: string[];
  /** ffprobe's stream types, e.g. ["video", "audio"]. */
  streams: string[];
  chapters: number;
  /** Which of `videoSecrets` occur anywhere in the bytes. */
  secretsFound: string[];
};

/** What a stored video gives away, read by exiftool and ffprobe as an attacker would. */
export async function inspectVideo(video: Buffer, extension: string) {
  return withScratch(async (dir): Promise<VideoInspection> => {
    const file = path.join(dir, `stored.${extension}`);
    await writeFile(file, video);
    const exif = await run("exiftool", ["-j", "-a", "-G1", "-ee", "-u", file]);
    const tags = Object.keys((JSON.parse(exif.stdout) as Record<string, unknown>[])[0] ?? {});
    const probe = await run("ffprobe", [
      ...["-v", "error", "-show_streams", "-show_chapters", "-of", "json", file],
    ]);
    const probed = JSON.parse(probe.stdout) as {
      streams: { codec_type: string }[];
      chapters: unknown[];
    };
    return {
      locationTags: tags.filter((tag) => /gps|location|xyz/i.test(tag)),
      streams: probed.streams.map((stream) => stream.codec_type),
      chapters: probed.chapters.length,
      secretsFound: videoSecrets.filter((secret) => video.includes(Buffer.from(secret, "latin1"))),
    };
  });
}
