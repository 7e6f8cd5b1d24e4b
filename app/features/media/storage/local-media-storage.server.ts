import { constants } from "node:fs";
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { makeFilePrivate, privateFolderMode } from "~/shared/lib/private-files.server";
import {
  assertSafeKey,
  isSafeKey,
  type MediaObject,
  type MediaStorage,
  makeProbeKey,
  type StoredObject,
} from "./media-storage";

/**
 * A hard link is instant for a 500 MB video and fails if the target exists (no overwrite). The
 * site serves media itself, after its consent checks, so no other user needs to read the files.
 */
async function linkOrCopy(source: string, target: string) {
  await mkdir(path.dirname(target), { recursive: true, mode: privateFolderMode });
  try {
    await link(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    // On another file system: copy instead, still refusing to overwrite.
    await copyFile(source, target, constants.COPYFILE_EXCL);
  }
  await makeFilePrivate(target);
}

/** Every file under `folder`, keyed by its path from `root` with forward slashes. */
async function* walk(root: string, folder: string): AsyncGenerator<StoredObject> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    // Followed through links: a folder may be mounted from another disk (linkOrCopy copies there).
    // Gone meanwhile (a delete or a move): not listed.
    const info = await stat(full).catch(() => undefined);
    if (info?.isDirectory()) {
      yield* walk(root, full);
      continue;
    }
    const key = path.relative(root, full).split(path.sep).join("/");
    if (info?.isFile() && isSafeKey(key)) yield { key, lastModified: info.mtime };
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
      const to = resolve(toKey);
      await linkOrCopy(from, to);
      // A link keeps the old time; the reconciler must see a new key as new until its row names it.
      const now = new Date();
      await utimes(to, now, now);
      await rm(from);
    },
    locate(key) {
      return { type: "file", path: resolve(key) };
    },
    list() {
      return walk(root, root);
    },
    async exists(key) {
      return stat(resolve(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async read(key) {
      // Opened first, so a missing file rejects here rather than as a later stream error.
      return (await open(resolve(key))).createReadStream();
    },
    async isEmpty() {
      const entries = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      return entries.length === 0;
    },
    async checkWritable() {
      await mkdir(root, { recursive: true, mode: privateFolderMode });
      const probe = path.join(root, makeProbeKey());
      await writeFile(probe, "", { flag: "wx" });
      await rm(probe);
    },
  };
}
