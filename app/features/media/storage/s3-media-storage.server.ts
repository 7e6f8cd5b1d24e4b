import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "~/shared/lib/config.server";
import {
  assertSafeKey,
  isSafeKey,
  type MediaObject,
  type MediaStorage,
  makeProbeKey,
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
  const head = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
  const exists = (key: string) =>
    head(key).then(
      () => true,
      (error) => {
        if (error?.$metadata?.httpStatusCode === 404) return false;
        throw error;
      },
    );
  async function* list() {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && isSafeKey(object.Key)) {
          yield { key: object.Key, lastModified: object.LastModified };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
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
    async move(fromKey, toKey) {
      assertSafeKey(fromKey);
      assertSafeKey(toKey);
      const source = await head(fromKey);
      // No overwrite: checked here for services that ignore If-None-Match on a copy; where it is
      // supported, the copy's own condition also closes the gap between check and copy.
      if (await exists(toKey)) throw new Error(`Media key already exists: ${toKey}`);
      await client.send(
        new CopyObjectCommand({
          Bucket: config.bucket,
          Key: toKey,
          // Safe keys need no URL encoding.
          CopySource: `${config.bucket}/${fromKey}`,
          // REPLACE drops the old object's metadata, so its type is restated; objects stored
          // under an older cache policy get the current one.
          MetadataDirective: "REPLACE",
          ContentType: source.ContentType,
          CacheControl: publicMediaCacheControl,
          IfNoneMatch: "*",
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: fromKey }));
    },
    locate(key) {
      assertSafeKey(key);
      return { type: "redirect", url: `${publicBase}/${key}` };
    },
    list,
    async exists(key) {
      assertSafeKey(key);
      return exists(key);
    },
    async read(key) {
      assertSafeKey(key);
      const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`No body for media object ${key}`);
      return object.Body;
    },
    async isEmpty() {
      // One page of keys; asking for a single key (MaxKeys: 1) fails on s3rver, the tests' S3.
      const listed = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
      return (listed.KeyCount ?? listed.Contents?.length ?? 0) === 0;
    },
    async checkWritable() {
      const key = makeProbeKey();
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: "" }));
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
