import { describe, expect, it } from 'vitest';
import { activeInvoice, invoice, overdueInvoice, secondActiveInvoice } from '../test/fixtures.ts';
import {
  orderIdOnCaseDetails,
  orderIdOnInvoicesPage,
  paymentOrderRequest,
  precheckPaymentRequest,
} from './paymentRequest.ts';

const limits = { amountLimit: 100000, titleLimit: 127 };

describe('paymentOrderRequest (portal-spec §3, §7)', () => {
  it('sends decimal strings with a dot and the case number as orderId on /platnosci', () => {
    expect(paymentOrderRequest([activeInvoice, secondActiveInvoice], orderIdOnInvoicesPage)).toEqual({
      totalAmount: '2058.05',
      invoices: [
        { number: 'FV/2026/00001', orderId: 'ZP/2026/01001', amount: '123.45' },
        { number: 'FV/2026/00002', orderId: 'ZP/2026/01008', amount: '1934.60' },
      ],
    });
  });

  it('sends an empty orderId for an invoice outside any case', () => {
    expect(paymentOrderRequest([overdueInvoice], orderIdOnInvoicesPage).invoices[0]?.orderId).toBe('');
  });

  it('sends the case id as orderId on the case details page', () => {
    const request = paymentOrderRequest([activeInvoice, secondActiveInvoice], orderIdOnCaseDetails(42));
    expect(request.invoices.map((i) => i.orderId)).toEqual([42, 42]);
  });
});

describe('precheckPaymentRequest (portal-spec §5, the shared paymentPrecheck)', () => {
  const numbered = (count: number, amount = '1.00') =>
    Array.from({ length: count }, (_, i) =>
      invoice({ number: `FV/2026/${String(i).padStart(5, '0')}`, amount }),
    );

  it('passes a payment within both limits', () => {
    expect(
      precheckPaymentRequest(paymentOrderRequest(numbered(2), orderIdOnInvoicesPage), limits),
    ).toBeNull();
  });

  it.each([
    ['exactly the limit', '100000.00', null],
    ['one grosz over the limit', '100000.01', { kind: 'amount', amount: '100000.01', limit: 100000 }],
  ])('an amount of %s gives %j', (_label, amount, expected) => {
    const request = paymentOrderRequest([invoice({ number: 'FV/1', amount })], orderIdOnInvoicesPage);
    expect(precheckPaymentRequest(request, limits)).toEqual(expected);
  });

  it('measures the title as the numbers joined by spaces: 9 numbers of 13 characters fit 127 exactly', () => {
    // 9 × 13 + 8 spaces = 125; 10 × 13 + 9 = 139.
    expect(
      precheckPaymentRequest(paymentOrderRequest(numbered(9), orderIdOnInvoicesPage), limits),
    ).toBeNull();
    expect(precheckPaymentRequest(paymentOrderRequest(numbered(10), orderIdOnInvoicesPage), limits)).toEqual({
      kind: 'title',
      length: 139,
      limit: 127,
    });
  });

  it('reports the amount first when both limits are exceeded', () => {
    const request = paymentOrderRequest(numbered(10, '20000.00'), orderIdOnInvoicesPage);
    expect(precheckPaymentRequest(request, limits)?.kind).toBe('amount');
  });

  it('uses the limits it is given (they come from the configuration)', () => {
    const request = paymentOrderRequest(numbered(2, '60.00'), orderIdOnInvoicesPage);
    expect(precheckPaymentRequest(request, { amountLimit: 100, titleLimit: 127 })?.kind).toBe('amount');
    expect(precheckPaymentRequest(request, { amountLimit: 100000, titleLimit: 20 })?.kind).toBe('title');
  });
});
