import { describe, expect, it } from 'vitest';
import {
  activeInvoice,
  allInvoices,
  canceledInvoices,
  DAY,
  invoice,
  NOW,
  overdueInvoice,
  paidInvoices,
  pendingInvoice,
  secondActiveInvoice,
} from '../test/fixtures.ts';
import {
  activeInvoices,
  historicalInvoices,
  isOverdue,
  overdueInvoices,
  payableInvoices,
  sumAmount,
  sumGrosze,
} from './invoiceLists.ts';

describe('payableInvoices (portal-spec §4)', () => {
  it('lists active and pending invoices sorted by payment term ascending', () => {
    expect(payableInvoices(allInvoices).map((i) => i.number)).toEqual([
      overdueInvoice.number,
      activeInvoice.number,
      secondActiveInvoice.number,
      pendingInvoice.number,
    ]);
  });

  it('orders invoices with the same payment term by number', () => {
    const a = invoice({ number: 'FV/2', paymentTerm: NOW });
    const b = invoice({ number: 'FV/1', paymentTerm: NOW });
    expect(payableInvoices([a, b]).map((i) => i.number)).toEqual(['FV/1', 'FV/2']);
  });

  it('keeps paid and canceled invoices out', () => {
    expect(payableInvoices([...paidInvoices, ...canceledInvoices])).toEqual([]);
  });
});

describe('historicalInvoices', () => {
  it('lists the paid and canceled invoices only', () => {
    expect(historicalInvoices(allInvoices)).toHaveLength(paidInvoices.length + canceledInvoices.length);
  });
});

describe('isOverdue (the payment term is before now)', () => {
  it.each([
    ['a day before now', -DAY, true],
    ['one millisecond before now', -1, true],
    ['exactly now', 0, false],
    ['tomorrow', DAY, false],
  ])('an active invoice due %s is overdue: %s', (_label, offset, expected) => {
    expect(isOverdue(invoice({ number: 'X', paymentTerm: NOW + offset }), NOW)).toBe(expected);
  });

  it('does not mark a pending or paid invoice as overdue', () => {
    expect(isOverdue(invoice({ number: 'P', status: 'PENDING', paymentTerm: NOW - DAY }), NOW)).toBe(false);
    expect(isOverdue(invoice({ number: 'Z', status: 'PAID', paymentTerm: NOW - DAY }), NOW)).toBe(false);
  });

  it('finds the overdue ones among the active', () => {
    expect(overdueInvoices(allInvoices, NOW)).toEqual([overdueInvoice]);
    expect(activeInvoices(allInvoices)).toHaveLength(3);
  });
});

describe('sums', () => {
  it('adds amounts exactly, in grosze', () => {
    const list = [invoice({ number: 'A', amount: '0.1' }), invoice({ number: 'B', amount: '0.2' })];
    expect(sumGrosze(list)).toBe(30);
    expect(sumAmount(list)).toBe('0.30');
  });

  it('gives 0.00 for no invoices', () => {
    expect(sumAmount([])).toBe('0.00');
  });
});
