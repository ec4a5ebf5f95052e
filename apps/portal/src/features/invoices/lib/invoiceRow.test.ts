import { describe, expect, it } from 'vitest';
import { DAY, invoice, NOW } from '../test/fixtures.ts';
import { invoiceRow, invoiceRows, invoiceStatusLabels } from './invoiceRow.ts';

const options = { now: NOW, caseLinks: true };

describe('invoiceRow', () => {
  it('formats the number, dates and amount as every rendering shows them', () => {
    const row = invoiceRow(
      invoice({
        number: 'FV/2026/00010',
        amount: '1234.56',
        issueDate: Date.UTC(2026, 6, 1, 10),
        paymentTerm: Date.UTC(2026, 6, 22, 10),
      }),
      options,
    );
    expect(row).toMatchObject({
      key: 'FV/2026/00010',
      number: 'FV/2026/00010',
      type: 'Faktura VAT',
      issueDate: '01.07.2026',
      paymentTerm: '22.07.2026',
      paymentDate: null,
      status: 'active',
      tone: 'neutral',
      statusLabel: null,
      overdue: false,
      actions: 'pay',
    });
    expect(row.amount.replace(/\s/g, ' ')).toBe('1 234,56 zł');
  });

  it('marks an ACTIVE invoice past its term as overdue, in the error tone', () => {
    const row = invoiceRow(invoice({ number: 'FV/1', paymentTerm: NOW - DAY }), options);
    expect(row).toMatchObject({ status: 'overdue', tone: 'error', overdue: true, actions: 'pay' });
    expect(row.statusLabel).toBe(invoiceStatusLabels.overdue);
  });

  it('never calls a PENDING invoice overdue and offers to finish or cancel it', () => {
    const row = invoiceRow(invoice({ number: 'FV/2', status: 'PENDING', paymentTerm: NOW - DAY }), options);
    expect(row).toMatchObject({ status: 'pending', tone: 'warning', overdue: false, actions: 'pending' });
    expect(row.statusLabel).toBe(invoiceStatusLabels.pending);
  });

  it('gives a PAID invoice its payment date and a CANCELED one none, with no actions', () => {
    const paid = invoiceRow(
      invoice({ number: 'FV/3', status: 'PAID', paymentDate: Date.UTC(2026, 6, 10, 10) }),
      options,
    );
    expect(paid).toMatchObject({
      status: 'paid',
      tone: 'success',
      paymentDate: '10.07.2026',
      actions: 'none',
    });
    const canceled = invoiceRow(invoice({ number: 'FV/4', status: 'CANCELED' }), options);
    expect(canceled).toMatchObject({
      status: 'canceled',
      tone: 'muted',
      canceled: true,
      paymentDate: null,
      actions: 'none',
    });
  });

  it('links the case only where asked to', () => {
    const linked = invoiceRow(invoice({ number: 'FV/5', issueId: 7 }), options);
    const plain = invoiceRow(invoice({ number: 'FV/5', issueId: 7 }), { now: NOW, caseLinks: false });
    expect([linked.issueId, plain.issueId]).toEqual([7, null]);
  });

  it('keeps the order of the invoices', () => {
    const rows = invoiceRows([invoice({ number: 'B' }), invoice({ number: 'A' })], options);
    expect(rows.map((row) => row.number)).toEqual(['B', 'A']);
  });
});
