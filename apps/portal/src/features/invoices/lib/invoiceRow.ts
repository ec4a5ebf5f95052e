// One row model for an invoice, whatever draws it: the pay section's table (wide screens) and tiles
// (phones) and the payment history's list. Each rendering used to work these values out on its own, so a
// change to one (a date format, what counts as overdue, which actions a PENDING invoice offers) could
// leave the others behind.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Invoice } from '@portal/api-contract';
import { formatDate, formatMoney } from '@portal/ui';
import { isOverdue } from './invoiceLists.ts';

/** What the row says about the invoice's state; `overdue` is an ACTIVE invoice past its payment term. */
export type InvoiceRowStatus = 'active' | 'overdue' | 'pending' | 'paid' | 'canceled';

/** The colour the status is drawn in. */
export type InvoiceRowTone = 'neutral' | 'error' | 'warning' | 'success' | 'muted';

/**
 * What the row offers: `pay` (select, pay, transfer data), `pending` (finish or cancel the payment at the
 * provider), `none` (a historical invoice).
 */
export type InvoiceRowActions = 'pay' | 'pending' | 'none';

export const invoiceStatusLabels = {
  overdue: msg`Po terminie`,
  pending: msg`Płatność w toku`,
  paid: msg`Opłacona`,
  canceled: msg`Anulowana`,
} satisfies Partial<Record<InvoiceRowStatus, MessageDescriptor>>;

const tones: Record<InvoiceRowStatus, InvoiceRowTone> = {
  active: 'neutral',
  overdue: 'error',
  pending: 'warning',
  paid: 'success',
  canceled: 'muted',
};

export interface InvoiceRow {
  /** The invoice itself, for the actions' callbacks. */
  invoice: Invoice;
  key: string;
  type: string;
  number: string;
  issueNumber: string | null;
  /** Null where the case number must not link to the case. */
  issueId: number | null;
  investmentAddress: string | null;
  /** 'DD.MM.YYYY' ('-' when empty), as every date of the portal. */
  issueDate: string;
  paymentTerm: string;
  /** Only a PAID invoice has one. */
  paymentDate: string | null;
  /** '1 234,56 zł'. */
  amount: string;
  status: InvoiceRowStatus;
  tone: InvoiceRowTone;
  /** Null for an ACTIVE invoice within its term: it needs no label. */
  statusLabel: MessageDescriptor | null;
  overdue: boolean;
  canceled: boolean;
  actions: InvoiceRowActions;
}

export interface InvoiceRowOptions {
  now: number;
  /** The case number links to the case (not on the case's own card). */
  caseLinks: boolean;
}

function rowStatus(invoice: Invoice, now: number): InvoiceRowStatus {
  switch (invoice.status) {
    case 'ACTIVE':
      return isOverdue(invoice, now) ? 'overdue' : 'active';
    case 'PENDING':
      return 'pending';
    case 'PAID':
      return 'paid';
    case 'CANCELED':
      return 'canceled';
  }
}

function rowActions(invoice: Invoice): InvoiceRowActions {
  if (invoice.status === 'ACTIVE') return 'pay';
  return invoice.status === 'PENDING' ? 'pending' : 'none';
}

export function invoiceRow(invoice: Invoice, { now, caseLinks }: InvoiceRowOptions): InvoiceRow {
  const status = rowStatus(invoice, now);
  return {
    invoice,
    key: invoice.number,
    type: invoice.type,
    number: invoice.number,
    issueNumber: invoice.issueNumber,
    issueId: caseLinks ? (invoice.issueId ?? null) : null,
    investmentAddress: invoice.investmentAddress,
    issueDate: formatDate(invoice.issueDate),
    paymentTerm: formatDate(invoice.paymentTerm),
    paymentDate: invoice.status === 'PAID' ? formatDate(invoice.paymentDate) : null,
    amount: formatMoney(invoice.amount),
    status,
    tone: tones[status],
    statusLabel: status === 'active' ? null : invoiceStatusLabels[status],
    overdue: status === 'overdue',
    canceled: status === 'canceled',
    actions: rowActions(invoice),
  };
}

export function invoiceRows(invoices: readonly Invoice[], options: InvoiceRowOptions): InvoiceRow[] {
  return invoices.map((invoice) => invoiceRow(invoice, options));
}
