import { describe, expect, it } from 'vitest';
import { formatAccountNumber } from './accountNumber.ts';
import { copyText } from './clipboard.ts';
import { transferQr, transferQrPayload, type TransferQrInput } from './transferQr.ts';

const base: TransferQrInput = {
  recipientNip: '',
  recipientName: 'Operator OSD',
  accountNumber: '61 1090 1014 0000 0000 0000 0001',
  amountGrosze: 12345,
  title: 'FV/2026/00001',
};

describe('transferQrPayload (the ZBP 2D transfer code)', () => {
  it('joins NIP, PL, the 26-digit account, 6-digit grosze, name, title and three empty reserved fields with |', () => {
    expect(transferQrPayload(base)).toBe(
      '|PL|61109010140000000000000001|012345|Operator OSD|FV/2026/00001|||',
    );
  });

  it('matches the recommendation’s own example of a recipient with a NIP', () => {
    expect(
      transferQrPayload({
        recipientNip: '1234567890',
        recipientName: 'Odbiorca 1',
        accountNumber: '92124012340001567890123456',
        amountGrosze: 1200,
        title: 'FV 1234/34/2012',
      }),
    ).toBe('1234567890|PL|92124012340001567890123456|001200|Odbiorca 1|FV 1234/34/2012|||');
  });

  it('accepts a NIP written with dashes and leaves out one that is not 10 digits', () => {
    expect(transferQrPayload({ ...base, recipientNip: '521-301-72-28' })).toMatch(/^5213017228\|PL\|/);
    expect(transferQrPayload({ ...base, recipientNip: '12345' })).toMatch(/^\|PL\|/);
  });

  it.each([
    [0, '000000'],
    [1, '000001'],
    [999_999, '999999'],
  ])('writes %i grosze as %s', (grosze, field) => {
    expect(transferQrPayload({ ...base, amountGrosze: grosze }).split('|')[3]).toBe(field);
  });

  it('leaves an amount above 9 999,99 zł to the payer (000000), and says so', () => {
    const qr = transferQr({ ...base, amountGrosze: 1_000_000 });
    expect(qr?.payload.split('|')[3]).toBe('000000');
    expect(qr?.amountOmitted).toBe(true);
    expect(transferQr(base)?.amountOmitted).toBe(false);
  });

  it('cuts the name to 20 characters', () => {
    expect(
      transferQrPayload({ ...base, recipientName: 'Operator Systemu Dystrybucyjnego' }).split('|')[4],
    ).toBe('Operator Systemu Dys');
  });

  it('cuts the title to 32 characters at a space, so no invoice number is split, and says so', () => {
    const qr = transferQr({ ...base, title: 'FV/2026/00001 FV/2026/00002 FV/2026/00003' });
    expect(qr?.payload.split('|')[5]).toBe('FV/2026/00001 FV/2026/00002');
    expect(qr?.titleShortened).toBe(true);
  });

  it('cuts a title without spaces hard at 32 characters', () => {
    const title = 'X'.repeat(40);
    expect(transferQrPayload({ ...base, title }).split('|')[5]).toBe('X'.repeat(32));
  });

  it('keeps a title of exactly 32 characters whole', () => {
    const title = 'FV/2026/00001 FV/2026/00002 ABCD';
    expect(title).toHaveLength(32);
    const qr = transferQr({ ...base, title });
    expect(qr?.payload.split('|')[5]).toBe(title);
    expect(qr?.titleShortened).toBe(false);
  });

  it('removes the separator and line breaks from the texts, so the fields stay nine', () => {
    const payload = transferQrPayload({ ...base, recipientName: 'A|B', title: 'FV|1\nFV 2' });
    expect(payload.split('|')).toHaveLength(9);
    expect(payload).toContain('|A B|FV 1 FV 2|');
  });

  it('refuses an account number that is not 26 digits', () => {
    expect(transferQr({ ...base, accountNumber: '12 3456' })).toBeNull();
    expect(() => transferQrPayload({ ...base, accountNumber: '12 3456' })).toThrow();
  });
});

describe('formatAccountNumber', () => {
  it.each([
    ['61109010140000000000000001', '61 1090 1014 0000 0000 0000 0001'],
    ['61 1090 1014 0000 0000 0000 0001', '61 1090 1014 0000 0000 0000 0001'],
    ['PL61 1090-1014 0000 0000 0000 0001', '61 1090 1014 0000 0000 0000 0001'],
    ['123', '123'],
  ])('shows %j as %j (2 + 6 × 4 digits)', (raw, shown) => {
    expect(formatAccountNumber(raw)).toBe(shown);
  });
});

describe('copyText', () => {
  it('copies through the clipboard', async () => {
    const written: string[] = [];
    await expect(copyText('abc', { writeText: async (text) => void written.push(text) })).resolves.toBe(
      'copied',
    );
    expect(written).toEqual(['abc']);
  });

  it('reports a browser without a clipboard as not supported', async () => {
    await expect(copyText('abc', undefined)).resolves.toBe('not_supported');
  });

  it('reports a refused write as failed', async () => {
    await expect(copyText('abc', { writeText: () => Promise.reject(new Error('denied')) })).resolves.toBe(
      'failed',
    );
  });
});
