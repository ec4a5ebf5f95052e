// An S3-compatible server behind a proxy the test can freeze: the API's settings go through the proxy,
// the test's own client goes straight to the server, so it can look into the store while the API cannot.
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../src/adapters/storage/s3.ts';
import { freezableProxy, type FreezableProxy } from '../../src/test/freezable-proxy.ts';
import { startS3Server } from '../../src/test/s3-server.ts';

export interface ProxiedS3 {
  /** The API's settings: through the proxy. */
  settings: S3Settings;
  proxy: FreezableProxy;
  /** The test's client, past the proxy. */
  direct: S3Client;
  stop(): Promise<void>;
}

export async function startProxiedS3(bucket: string): Promise<ProxiedS3> {
  const s3 = await startS3Server(bucket);
  const proxy = await freezableProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
  const settings = s3.settings({ endpoint: `http://127.0.0.1:${proxy.port}` });
  const direct = new S3Client({
    region: settings.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId!, secretAccessKey: settings.secretAccessKey! },
  });
  return {
    settings,
    proxy,
    direct,
    async stop() {
      proxy.thaw();
      await proxy.close();
      direct.destroy();
      await s3.stop();
    },
  };
}
