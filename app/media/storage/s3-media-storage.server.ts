import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "~/lib/config.server";
import {
  assertSafeKey,
  type MediaObject,
  type MediaStorage,
  publicMediaCacheControl,
} from "./media-storage";

/** The bucket's public address: the configured one, else the endpoint's (or AWS's) default. */
export function findPublicBaseUrl(config: S3Config) {
  if (config.publicUrl) return config.publicUrl;
  if (config.endpoint) {
    const endpoint = new URL(config.endpoint);
    const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, "");
    return config.forcePathStyle
      ? `${base}/${config.bucket}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
  }
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

/**
 * Media in an S3-compatible bucket. The site answers /media/<key> with a redirect to the bucket's
 * public address, after checking the file is active (docs/decisions/0007-media-pipeline.md).
 */
export function createS3MediaStorage(config: S3Config): MediaStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // By default the SDK streams bodies as aws-chunked with a trailing checksum, which
    // S3-compatible services without that extension store verbatim, framing and all.
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
  const publicBase = findPublicBaseUrl(config);
  return {
    driver: "s3",
    async put({ key, filePath, contentType }: MediaObject) {
      assertSafeKey(key);
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: publicMediaCacheControl,
          // No overwrite: the write fails if the key exists (where the service supports it).
          IfNoneMatch: "*",
        }),
      );
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    locate(key) {
      assertSafeKey(key);
      return { type: "redirect", url: `${publicBase}/${key}` };
    },
  };
}
