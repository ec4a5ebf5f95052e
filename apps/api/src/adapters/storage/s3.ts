// Scaling out: uploaded files in S3-compatible object storage (AWS S3, MinIO, Ceph, the Polish clouds), so
// that any number of API replicas share them. Uploads stream from the received temporary file in
// multipart parts (at most partSize × queueSize bytes in memory, never the whole file); downloads
// stream the object's body.
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { sendOptions, uploadFile } from './s3-upload.ts';
import { pageOf, type FileStorage, type StoredObject } from './storage.ts';

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

/** Where the SDK's own warnings go (the API's logger); the SDK's default is the console. */
export interface SdkLog {
  debug(...content: unknown[]): void;
  info(...content: unknown[]): void;
  warn(...content: unknown[]): void;
  error(...content: unknown[]): void;
}

export interface S3Options {
  client?: S3Client;
  log?: SdkLog;
  /** When the SDK warns that a request is slow; it does not end the call (bounded-storage.ts does). */
  sdkRequestTimeoutMs?: number;
}

/** Operability: pino takes (object, message); the SDK logs plain strings. */
export function sdkLogOf(log: {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}): SdkLog {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...content: unknown[]) =>
      log[level](
        { component: 'storage', sdk: 'aws' },
        content.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '),
      );
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}

export function s3Storage(
  settings: S3Settings,
  { client, log, sdkRequestTimeoutMs = 60_000 }: S3Options = {},
): FileStorage & { client: S3Client } {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // The SDK's timeouts only warn; the deadlines that end a call are bounded-storage.ts's.
      requestHandler: {
        connectionTimeout: 5_000,
        requestTimeout: sdkRequestTimeoutMs,
        // Operability: in production stdout carries JSON lines only; the handler's warnings (a slow request,
        // sockets at capacity) would be bare text on the console. Not the client's logger: it would log
        // every command.
        ...(log ? { logger: log } : {}),
      },
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
    async putFromFile(key, source, call = {}) {
      const { size } = await stat(source);
      await uploadFile(
        s3,
        { Bucket: settings.bucket, Key: objectKey(key), ...encryption },
        source,
        { size, partSize: Math.max(settings.partSize, minimumPartSize), queueSize: settings.queueSize },
        call.signal,
      );
      await rm(source, { force: true });
    },
    async read(key, call = {}) {
      const result = await s3.send(
        new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        sendOptions(call.signal),
      );
      if (!result.Body) throw new Error(`empty object body for ${key}`);
      return result.Body as Readable;
    },
    async remove(key, call = {}) {
      await s3.send(
        new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        sendOptions(call.signal),
      );
    },
    async check(call = {}) {
      await s3.send(new HeadBucketCommand({ Bucket: settings.bucket }), sendOptions(call.signal));
    },
    async list(prefix, page, call = {}) {
      const limit = pageOf(prefix, page);
      const listed = await s3.send(
        new ListObjectsV2Command({
          Bucket: settings.bucket,
          Prefix: prefix === '' ? settings.prefix : objectKey(prefix),
          MaxKeys: limit,
          ...(page.after === null ? {} : { ContinuationToken: page.after }),
        }),
        sendOptions(call.signal),
      );
      const objects: StoredObject[] = (listed.Contents ?? []).flatMap(({ Key, LastModified }) =>
        Key?.startsWith(settings.prefix) && LastModified
          ? [{ key: Key.slice(settings.prefix.length), modifiedAt: LastModified }]
          : [],
      );
      return { objects, next: listed.IsTruncated ? (listed.NextContinuationToken ?? null) : null };
    },
  };
}
