import path from "node:path";
import { getConfig } from "~/shared/lib/config.server";
import { lazy } from "~/shared/lib/lazy";
import { findOwnTempDir } from "../clean-upload-temp.server";
import { createLocalMediaStorage } from "./local-media-storage.server";
import type { MediaStorage } from "./media-storage";
import { createS3MediaStorage } from "./s3-media-storage.server";

/** Every process's uploads in progress; on the data folder's disk so finished files link, not copy. */
export function getUploadTempRoot() {
  return path.join(getConfig().dataDir, "upload-temp");
}

/** This process's own folder in it (app/features/media/clean-upload-temp.server.ts says why). */
export function getUploadTempDir() {
  return findOwnTempDir(getUploadTempRoot());
}

/** The process's media storage, from the configuration. */
export const getMediaStorage = lazy((): MediaStorage => {
  const config = getConfig();
  return config.storage.driver === "s3"
    ? createS3MediaStorage(config.storage.s3)
    : createLocalMediaStorage(path.join(config.dataDir, "media"));
});
