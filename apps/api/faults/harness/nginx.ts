// deploy/nginx.conf run by the machine's nginx (Debian's nginx-light; .ci/run installs it) in front of
// local upstreams: the compose file's `api:3000` becomes the given replicas and each `listen` a free port
// on 127.0.0.1. One process in the foreground (master_process off), its files in a temporary folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDir } from './api-process.ts';
import { freePort, isListening } from './free-port.ts';

const bin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const deployedConfig = path.resolve(apiDir, '../../deploy/nginx.conf');

export interface Nginx {
  /** Each `listen` of the configuration, in order, as the port it got. */
  readonly ports: number[];
  stop(): Promise<void>;
}

/** The deployed server blocks with local replicas and ports; throws if the file's shape changed. */
export async function localConfig(upstreams: number[]): Promise<{ text: string; ports: number[] }> {
  let text = readFileSync(deployedConfig, 'utf8');
  const replica = /^(\s*)server api:3000( [^;]*)?;$/m;
  const found = replica.exec(text);
  if (!found)
    throw new Error(`${deployedConfig} has no "server api:3000 …;" line to point at local replicas`);
  text = text.replace(
    replica,
    upstreams.map((port) => `${found[1]}server 127.0.0.1:${port}${found[2] ?? ''};`).join('\n'),
  );
  const ports: number[] = [];
  for (const listen of text.match(/^\s*listen \d+;$/gm) ?? []) {
    const port = await freePort();
    ports.push(port);
    text = text.replace(listen, listen.replace(/\d+/, `127.0.0.1:${port}`));
  }
  return { text, ports };
}

export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!existsSync(bin))
    throw new Error(`no nginx at ${bin}: apt-get install -y nginx-light (or set NGINX_BIN)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-faults-nginx-'));
  const { text, ports } = await localConfig(upstreams);
  writeFileSync(path.join(dir, 'portal.conf'), text);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      `  include ${path.join(dir, 'portal.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (const port of ports) {
    while (!(await isListening(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        const log = existsSync(path.join(dir, 'error.log'))
          ? readFileSync(path.join(dir, 'error.log'), 'utf8')
          : '';
        throw new Error(`nginx did not start:\n${output.join('')}${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    ports,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
