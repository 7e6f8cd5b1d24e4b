import { readdir } from "node:fs/promises";

/** The folder's entries; none when it does not exist. */
export async function listFolder(folder: string) {
  return readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}
