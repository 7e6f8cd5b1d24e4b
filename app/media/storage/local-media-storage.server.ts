import { constants } from "node:fs";
import { copyFile, link, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type MediaObject, type MediaStorage } from "./media-storage";

/** Media in a folder (by default `media/` in the data folder); the site serves it itself. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    driver: "local",
    async put({ key, filePath }: MediaObject) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        // A hard link is instant for a 500 MB video and fails if the key exists (no overwrite).
        await link(filePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        // Temp folder on another file system: copy instead, still refusing to overwrite.
        await copyFile(filePath, target, constants.COPYFILE_EXCL);
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    locate(key) {
      return { type: "file", path: resolve(key) };
    },
  };
}
