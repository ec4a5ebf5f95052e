// Operability: the redaction keeps what an operator needs (an error's code: ECONNREFUSED, a SQLSTATE) and
// still hides every secret a line could carry (second-factor codes, tokens, passwords, cookies).
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

function logged(details: object): Record<string, unknown> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions('info') as pino.LoggerOptions;
  pino(options, sink).info(details, 'line');
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('the log redaction', () => {
  it("keeps an error's system code and SQLSTATE", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(logged({ err: refused })).toMatchObject({ err: { code: 'ECONNREFUSED' } });
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(logged({ error: shutdown })).toMatchObject({ error: { code: '57P01' } });
    expect(logged({ reason: 'connection refused', code: 'ECONNREFUSED' })).toMatchObject({
      code: 'ECONNREFUSED',
    });
  });

  it('hides a second-factor code, a token and a password in a body or a payload', () => {
    const line = logged({
      body: { code: '123456', password: 'Tajne2026!', token: 'abc' },
      payload: { code: '654321' },
      query: { code: '111222' },
      mfa: { secret: 'JBSWY3DPEHPK3PXP' },
    });
    expect(line).toMatchObject({
      body: { code: '[ukryte]', password: '[ukryte]', token: '[ukryte]' },
      payload: { code: '[ukryte]' },
      query: { code: '[ukryte]' },
      mfa: { secret: '[ukryte]' },
    });
    expect(JSON.stringify(line)).not.toMatch(/123456|654321|111222|JBSWY3DPEHPK3PXP|Tajne2026/);
  });
});
