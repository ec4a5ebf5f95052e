// Issue #20: uploaded files in S3-compatible object storage (AWS S3, MinIO, Ceph, the Polish clouds), so
// that any number of API replicas share them. Uploads stream from the received temporary file in
// multipart parts (at most partSize × queueSize bytes in memory, never the whole file); downloads
// stream the object's body.
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage } from './storage.ts';

export interface S3Settings {
  /** https://s3.example.pl; empty for AWS itself (the region picks the endpoint). */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** MinIO, Ceph and most non-AWS servers want path-style addresses (https://host/bucket/key). */
  forcePathStyle: boolean;
  /** Server-side encryption: none, AES256 or aws:kms (with an optional key id). */
  serverSideEncryption: ServerSideEncryption | null;
  kmsKeyId: string | null;
  /** Bytes per multipart part (at least 5 MiB, the S3 minimum); files up to one part go in one request. */
  partSize: number;
  /** Parts sent at once: memory for one upload is at most partSize × queueSize. */
  queueSize: number;
  /** Keys are stored under this prefix (e.g. "portal/"), so one bucket can hold other data too. */
  prefix: string;
}

export const minimumPartSize = 5 * 1024 * 1024;

function checkedKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error('invalid storage key');
  return key;
}

export function s3Storage(settings: S3Settings, client?: S3Client): FileStorage & { client: S3Client } {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // A hung object store must not hold a request forever (issue #14's rule for every dependency).
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  const objectKey = (key: string) => `${settings.prefix}${checkedKey(key)}`;
  const encryption = settings.serverSideEncryption
    ? {
        ServerSideEncryption: settings.serverSideEncryption,
        ...(settings.kmsKeyId ? { SSEKMSKeyId: settings.kmsKeyId } : {}),
      }
    : {};
  return {
    name: 's3',
    client: s3,
    async putFromFile(key, source) {
      const { size } = await stat(source);
      const body = createReadStream(source);
      try {
        const upload = new Upload({
          client: s3,
          params: {
            Bucket: settings.bucket,
            Key: objectKey(key),
            Body: body,
            ContentLength: size,
            ContentType: 'application/octet-stream',
            ...encryption,
          },
          partSize: Math.max(settings.partSize, minimumPartSize),
          queueSize: Math.max(1, settings.queueSize),
          leavePartsOnError: false,
        });
        await upload.done();
      } finally {
        body.destroy();
      }
      await rm(source, { force: true });
    },
    async read(key) {
      const result = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
      if (!result.Body) throw new Error(`empty object body for ${key}`);
      return result.Body as Readable;
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async check() {
      await s3.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
  };
}
