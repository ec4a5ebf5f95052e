// Scaling out: a real S3-compatible server (s3rver, the S3 protocol over a local folder, multipart upload
// included) on 127.0.0.1 for the storage contract suite and `pnpm bench:cluster`.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../adapters/storage/s3.ts';

export interface LocalS3Server {
  endpoint: string;
  settings(overrides?: Partial<S3Settings>): S3Settings;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'portal-files', port = 0): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    settings: (overrides = {}) => ({
      endpoint,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      serverSideEncryption: null,
      kmsKeyId: null,
      partSize: 5 * 1024 * 1024,
      queueSize: 2,
      prefix: '',
      ...overrides,
    }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The API's environment for these settings (STORAGE=s3 and the S3_* variables), for a process under test. */
export function storageEnvironment(settings: S3Settings): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '',
  };
}
