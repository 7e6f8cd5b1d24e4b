import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { privateFileMode, privateFolderMode } from "~/shared/lib/private-files.server";

export type Checksum = { size: number; sha256: string };

function measure(checksum: Checksum & { hash: ReturnType<typeof createHash> }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      checksum.hash.update(chunk);
      checksum.size += chunk.length;
      done(null, chunk);
    },
  });
}

/**
 * Reads a stream to its end and returns its size and SHA-256, writing it to `target` if given
 * (a backup's copy: private, as are the folders made for it).
 */
export async function checksumStream(source: Readable, target?: string): Promise<Checksum> {
  const state = { size: 0, sha256: "", hash: createHash("sha256") };
  if (target) {
    await mkdir(path.dirname(target), { recursive: true, mode: privateFolderMode });
    await pipeline(
      source,
      measure(state),
      createWriteStream(target, { flags: "wx", mode: privateFileMode }),
    );
  } else {
    await pipeline(source, measure(state), async (chunks: AsyncIterable<Buffer>) => {
      for await (const _ of chunks);
    });
  }
  return { size: state.size, sha256: state.hash.digest("hex") };
}

export function checksumFile(file: string) {
  return checksumStream(createReadStream(file));
}
