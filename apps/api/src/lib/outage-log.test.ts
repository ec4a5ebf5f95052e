import { expect, it } from 'vitest';
import { errorSummary, outageLog } from './outage-log.ts';

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    log: {
      error: (details: object, message: string) => lines.push({ level: 'error', details, message }),
      info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
    },
  };
}

it('logs the first failure of an outage and its end, nothing in between', () => {
  const { lines, log } = recordingLog();
  let now = 10_000;
  const outage = outageLog(log, 'payment provider', { component: 'payments' }, () => now);
  outage.succeeded();
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  for (let i = 0; i < 5; i++) outage.failed(refused, { order: `o${i}` });
  expect(outage.down).toBe(true);
  now = 12_500;
  outage.succeeded();
  outage.succeeded();
  outage.failed(new Error('socket hang up'));

  expect(lines).toEqual([
    {
      level: 'error',
      details: { component: 'payments', code: 'ECONNREFUSED', reason: 'connect ECONNREFUSED', order: 'o0' },
      message: 'payment provider unavailable',
    },
    {
      level: 'info',
      details: { component: 'payments', downMs: 2_500 },
      message: 'payment provider available again',
    },
    {
      level: 'error',
      details: { component: 'payments', reason: 'socket hang up' },
      message: 'payment provider unavailable',
    },
  ]);
});

it('says of an error only its code and message, never its other fields', () => {
  expect(
    errorSummary(Object.assign(new Error('boom'), { code: '57P01', config: { password: 'x' } })),
  ).toEqual({
    code: '57P01',
    reason: 'boom',
  });
  expect(errorSummary('text')).toEqual({});
  expect(errorSummary(undefined)).toEqual({});
});
