import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  opensPaymentErrorDialog,
  paymentErrorDialogMessage,
  paymentErrorToast,
  precheckMessage,
  readErrorType,
  serverLimitError,
} from './paymentErrors.ts';

const nb = (text: string) => text.replaceAll('_', '\u00a0');

describe('readErrorType', () => {
  it.each([
    [{ redirectUrl: null, errorType: 'invoice_state_mismatch', status: 409 }, 'invoice_state_mismatch'],
    [{ errorType: 'WSCLIENT' }, 'wsclient'],
    [{ status: 400, error: 'bad_request', message: 'Niepoprawne dane.' }, null],
    [{ errorType: '' }, null],
    [{ errorType: 3 }, null],
    [null, null],
    ['text', null],
  ])('reads %j as %j', (body, expected) => {
    expect(readErrorType(body)).toBe(expected);
  });
});

describe('payment error messages (portal-spec §8)', () => {
  it('opens the dialog only for invoice_state_mismatch', () => {
    expect(opensPaymentErrorDialog('invoice_state_mismatch')).toBe(true);
    for (const type of ['transaction', 'wsclient', 'invalid_total_amount', null]) {
      expect(opensPaymentErrorDialog(type)).toBe(false);
    }
  });

  it('has its own toast for transaction, wsclient, invalid_total_amount and undefined, each advising to refresh and retry', () => {
    const texts = ['transaction', 'wsclient', 'invalid_total_amount', null].map((type) =>
      i18n._(paymentErrorToast(type)),
    );
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(text).toMatch(/Odśwież dane i spróbuj ponownie/);
  });

  it('treats an unknown errorType as undefined', () => {
    expect(i18n._(paymentErrorToast('something_new'))).toBe(i18n._(paymentErrorToast(null)));
  });

  it('explains the state mismatch in the dialog and has a default text', () => {
    expect(i18n._(paymentErrorDialogMessage('invoice_state_mismatch'))).toMatch(
      /Stan wybranych dokumentów zmienił się/,
    );
    expect(i18n._(paymentErrorDialogMessage('other'))).toMatch(/Odśwież listę dokumentów/);
  });
});

describe('precheckMessage (portal-spec §5)', () => {
  it('names the amount and the limit', () => {
    expect(i18n._(precheckMessage({ kind: 'amount', amount: '120000.50', limit: 100000 }))).toBe(
      nb(
        'Łączna kwota płatności 120_000,50_zł przekracza limit jednej transakcji (100_000,00_zł). Zaznacz mniej dokumentów i zapłać je w kilku częściach.',
      ),
    );
  });

  it('names the title length and the limit', () => {
    expect(i18n._(precheckMessage({ kind: 'title', length: 139, limit: 127 }))).toBe(
      'Tytuł płatności ma 139 znaków, a limit jednej transakcji to 127 znaków. Zaznacz mniej dokumentów i zapłać je w kilku częściach.',
    );
  });

  it('turns the server re-check into the same errors', () => {
    const request = { totalAmount: '100000.01', titleLength: 130 };
    const limits = { amountLimit: 100000, titleLimit: 127 };
    expect(serverLimitError('max_amount_transaction_limit', request, limits)).toEqual({
      kind: 'amount',
      amount: '100000.01',
      limit: 100000,
    });
    expect(serverLimitError('max_title_transaction_limit', request, limits)).toEqual({
      kind: 'title',
      length: 130,
      limit: 127,
    });
    expect(serverLimitError('wsclient', request, limits)).toBeNull();
  });
});
