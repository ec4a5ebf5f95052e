// The set-up most suites share: a PostgreSQL cluster of the suite's own (a fault may stop or freeze it), the
// API on it and the demo customer signed in.
import { startApi, type ApiProcess } from './api-process.ts';
import { signedInJan, type Browser } from './browser.ts';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

export interface OwnApi {
  cluster: PostgresCluster;
  api: ApiProcess;
  jan: Browser;
}

export async function startOwnApi(env: Record<string, string> = {}): Promise<OwnApi> {
  const cluster = await startPostgresCluster();
  try {
    const api = await startApi({ databaseUrl: cluster.url(), env });
    return { cluster, api, jan: await signedInJan(api.baseUrl) };
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
}
