import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { AppServer } from "./app-server";
import type { S3TestServer } from "./s3-server";

/** Files under a folder, as posix paths relative to it. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) {
      const inner = await listFiles(path.join(root, entry.name));
      files.push(...inner.map((name) => `${entry.name}/${name}`));
    } else {
      files.push(entry.name);
    }
  }
  return files.sort();
}

/**
 * What a test server has stored, whichever the driver: its objects (local folder or s3rver
 * bucket) and its media_files rows. Getters, because the servers start in beforeAll.
 */
export function inspectStoredMedia(server: () => AppServer, s3: () => S3TestServer | undefined) {
  const mediaRoot = () => path.join(server().dataDir, "media");
  const countRows = async () => {
    const { count } = await server()
      .database.db.selectFrom("media_files")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  };
  return {
    mediaRoot,
    storedKeys: async () => s3()?.listKeys() ?? listFiles(mediaRoot()),
    readStored: async (key: string) => {
      const bucket = s3();
      return bucket ? (await bucket.readObject(key)).body : readFile(path.join(mediaRoot(), key));
    },
    isStored: async (key: string) => s3()?.exists(key) ?? existsSync(path.join(mediaRoot(), key)),
    findRow: (id: string) =>
      server()
        .database.db.selectFrom("media_files")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst(),
    countRows,
  };
}
