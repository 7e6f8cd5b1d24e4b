import { open } from "node:fs/promises";

/** Boxes that hold user data in MP4 and QuickTime files: location (©xyz), device, titles. */
const metadataBoxes = new Set(["udta", "meta"]);
/** Boxes whose children are searched for them. */
const containerBoxes = new Set(["moov", "trak", "mdia", "minf"]);

type Box = { type: string; start: number; headerSize: number; size: number };

/**
 * Blanks the metadata boxes of an MP4/MOV file in place: each becomes a `free` box of the same
 * size full of zeros. Nothing moves, so the sample offsets in the file stay right and no copy of
 * a 500 MB video is needed. Phones put the recording's GPS position in these boxes.
 */
export async function stripVideoMetadata(filePath: string): Promise<number> {
  const file = await open(filePath, "r+");
  try {
    const { size: fileSize } = await file.stat();
    const header = Buffer.alloc(16);

    const readBox = async (start: number, end: number): Promise<Box | undefined> => {
      if (end - start < 8) return undefined;
      await file.read(header, 0, 16, start);
      let size = header.readUInt32BE(0);
      const type = header.toString("latin1", 4, 8);
      let headerSize = 8;
      if (size === 1) {
        size = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (size === 0) {
        size = end - start;
      }
      if (size < headerSize || start + size > end) return undefined;
      return { type, start, headerSize, size };
    };

    let blanked = 0;
    const zeros = Buffer.alloc(64 * 1024);
    const blank = async (box: Box) => {
      const typeAt = box.start + 4;
      await file.write(Buffer.from("free", "latin1"), 0, 4, typeAt);
      for (let at = box.start + box.headerSize; at < box.start + box.size; at += zeros.length) {
        await file.write(zeros, 0, Math.min(zeros.length, box.start + box.size - at), at);
      }
      blanked += 1;
    };

    const walk = async (start: number, end: number) => {
      let at = start;
      for (let box = await readBox(at, end); box; box = await readBox(at, end)) {
        if (metadataBoxes.has(box.type)) await blank(box);
        else if (containerBoxes.has(box.type))
          await walk(box.start + box.headerSize, box.start + box.size);
        at = box.start + box.size;
      }
    };
    await walk(0, fileSize);
    return blanked;
  } finally {
    await file.close();
  }
}
