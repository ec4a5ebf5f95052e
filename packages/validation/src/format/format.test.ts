import { describe, expect, it } from 'vitest';
import { durationText, formatFileSize, formatMoney } from './index.ts';

const nb = (text: string) => text.replaceAll('_', '\u00a0');

describe('file sizes, one formatter ("19 kB" beside "19,5 kB")', () => {
  it.each([
    [0, '0_B'],
    [512, '512_B'],
    [1024, '1_kB'],
    [19_968, '19,5_kB'],
    [19_456, '19_kB'],
    [1_048_575, '1_MB'],
    [1_048_576, '1_MB'],
    [1_258_291, '1,2_MB'],
    [10 * 1_048_576, '10_MB'],
  ])('%i bytes read %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(nb(text));
  });
});

describe('periods in words ("2 godz.")', () => {
  it.each([
    [1, 'hours', '1 godzinę'],
    [2, 'hours', '2 godziny'],
    [5, 'hours', '5 godzin'],
    [24, 'hours', '24 godziny'],
    [1, 'days', '1 dzień'],
    [7, 'days', '7 dni'],
    [30, 'minutes', '30 minut'],
  ] as const)('%i %s', (count, unit, text) => {
    expect(durationText(count, unit)).toBe(text);
  });
});

describe('money, as the portal writes it', () => {
  it('groups thousands and writes grosze', () => {
    expect(formatMoney(3600)).toBe(nb('3_600,00_zł'));
  });
});
