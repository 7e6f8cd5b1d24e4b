import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { MediaStorage } from "../../app/features/media/storage/media-storage";
import { createS3MediaStorage } from "../../app/features/media/storage/s3-media-storage.server";
import { findFreePort } from "./free-port";

export type S3TestServer = {
  /** The app's environment for using this server as its media storage. */
  env: Record<string, string>;
  listKeys: () => Promise<string[]>;
  readObject: (
    key: string,
  ) => Promise<{ body: Buffer; contentType?: string; cacheControl?: string }>;
  exists: (key: string) => Promise<boolean>;
  /** The app's own S3 driver on this server's bucket. */
  createStorage: () => MediaStorage;
  stop: () => Promise<void>;
};

const bucket = "test-media";

/** A real S3-protocol server (s3rver) on a free port, with an empty bucket. */
export async function startS3Server(): Promise<S3TestServer> {
  const port = findFreePort();
  const directory = mkdtempSync(path.join(tmpdir(), "charity-s3rver-"));
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = new S3Client({ region: "us-east-1", endpoint, credentials, forcePathStyle: true });
  return {
    env: {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    listKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    readObject: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const body = Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()));
      return { body, contentType: object.ContentType, cacheControl: object.CacheControl };
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch {
        return false;
      }
    },
    createStorage: () =>
      createS3MediaStorage({
        bucket,
        endpoint,
        region: "us-east-1",
        credentials,
        publicUrl: undefined,
        forcePathStyle: true,
      }),
    stop: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
