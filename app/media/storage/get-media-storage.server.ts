import path from "node:path";
import { getConfig } from "~/lib/config.server";
import { singleton } from "~/lib/singleton.server";
import { createLocalMediaStorage } from "./local-media-storage.server";
import type { MediaStorage } from "./media-storage";
import { createS3MediaStorage } from "./s3-media-storage.server";

/** The folder for uploads in progress; on the data folder's disk so finished files link, not copy. */
export function getUploadTempDir() {
  return path.join(getConfig().dataDir, "upload-temp");
}

/** The process's media storage, from the configuration. */
export function getMediaStorage(): MediaStorage {
  return singleton("media-storage", () => {
    const config = getConfig();
    return config.storage.driver === "s3"
      ? createS3MediaStorage(config.storage.s3)
      : createLocalMediaStorage(path.join(config.dataDir, "media"));
  });
}
