import { constants } from "node:fs";
import { copyFile, link, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type MediaObject, type MediaStorage } from "./media-storage";

/** A hard link is instant for a 500 MB video and fails if the target exists (no overwrite). */
async function linkOrCopy(source: string, target: string) {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await link(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    // On another file system: copy instead, still refusing to overwrite.
    await copyFile(source, target, constants.COPYFILE_EXCL);
  }
}

/** Media in a folder (by default `media/` in the data folder); the site serves it itself. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    driver: "local",
    async put({ key, filePath }: MediaObject) {
      await linkOrCopy(filePath, resolve(key));
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async move(fromKey, toKey) {
      const from = resolve(fromKey);
      await linkOrCopy(from, resolve(toKey));
      await rm(from);
    },
    locate(key) {
      return { type: "file", path: resolve(key) };
    },
  };
}
