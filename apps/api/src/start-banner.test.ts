// Operability: in production every line a start writes to stdout is JSON (a log collector parses each one).
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';
import { announceStart } from './start-banner.ts';

const facts = {
  publicUrl: 'https://portal.example.pl',
  databaseUrl: 'postgres://portal@db/portal',
  seedDemoData: true,
  devMailbox: false,
};

function startOutput(environment: 'production' | 'development'): string {
  let out = '';
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  const log = pino(loggerOptions('info') as pino.LoggerOptions, stdout);
  announceStart({ ...facts, environment }, log, (text) => stdout.write(text));
  return out;
}

describe('the start banner', () => {
  it('is one JSON log line in production, without the demo passwords', () => {
    const lines = startOutput('production').split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'portal started',
      publicUrl: 'https://portal.example.pl',
      database: 'postgresql',
    });
    expect(lines[0]).not.toContain('PortalDemo2026');
  });

  it('is a readable banner for the developer outside production', () => {
    const out = startOutput('development');
    expect(out).toContain('Portal Klienta działa: https://portal.example.pl');
    expect(out).toContain('Konta demonstracyjne');
  });
});
