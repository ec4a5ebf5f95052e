// Invoices for tests and stories, in the API's exact shape (api-contract Invoice).
import type { Invoice, InvoicesResponse, IssueInvoicesResponse } from '@portal/api-contract';

export const DAY = 86_400_000;
/** A fixed "now" (Wednesday 15 July 2026, noon in Warsaw), so dates and overdue marks are stable. */
export const NOW = Date.UTC(2026, 6, 15, 10, 0, 0);

export const ACCOUNT_NUMBER = '61 1090 1014 0000 0000 0000 0001';

export function invoice(overrides: Partial<Invoice> & Pick<Invoice, 'number'>): Invoice {
  return {
    type: 'Faktura VAT',
    status: 'ACTIVE',
    issueNumber: 'ZP/2026/01001',
    issueId: 1,
    issueDate: NOW - 14 * DAY,
    paymentTerm: NOW + 7 * DAY,
    paymentDate: null,
    amount: '123.45',
    investmentAddress: 'ul. Lipowa 12, 05-500 Piaseczno',
    redirectUrl: null,
    paymentOrderId: null,
    ...overrides,
  };
}

export const activeInvoice = invoice({
  number: 'FV/2026/00001',
  amount: '123.45',
  paymentTerm: NOW + 7 * DAY,
});
export const secondActiveInvoice = invoice({
  number: 'FV/2026/00002',
  type: 'Faktura zaliczkowa',
  amount: '1934.60',
  paymentTerm: NOW + 16 * DAY,
  issueNumber: 'ZP/2026/01008',
  issueId: 2,
  investmentAddress: 'ul. Polna 7, 05-092 Łomianki',
});
export const overdueInvoice = invoice({
  number: 'FV/2026/00004',
  amount: '489.00',
  paymentTerm: NOW - 5 * DAY,
  issueNumber: null,
  issueId: null,
  investmentAddress: null,
});
export const pendingInvoice = invoice({
  number: 'FV/2026/00020',
  status: 'PENDING',
  amount: '732.10',
  paymentTerm: NOW + 20 * DAY,
  redirectUrl: 'https://platnosci.example.com/trnRequest/abc',
  paymentOrderId: '6f1c2a8e-3b4d-4e5f-9a0b-1c2d3e4f5a6b',
});

export const paidInvoices: Invoice[] = Array.from({ length: 12 }, (_, i) =>
  invoice({
    number: `FV/2026/${String(100 + i).padStart(5, '0')}`,
    status: 'PAID',
    amount: (99.99 + i * 33.33).toFixed(2),
    issueDate: NOW - (44 + i * 17) * DAY,
    paymentTerm: NOW - (30 + i * 17) * DAY,
    paymentDate: NOW - (33 + i * 17) * DAY,
    issueNumber: i % 3 === 0 ? null : `ZP/2026/0${1001 + (i % 4)}`,
    investmentAddress:
      i % 3 === 0 ? null : ['ul. Lipowa 12, 05-500 Piaseczno', 'ul. Słoneczna 3, 05-800 Pruszków'][i % 2]!,
  }),
);

export const canceledInvoices: Invoice[] = [
  invoice({
    number: 'FV/2026/00200',
    status: 'CANCELED',
    type: 'Nota obciążeniowa',
    amount: '150.00',
    issueDate: NOW - 74 * DAY,
    paymentTerm: NOW - 60 * DAY,
  }),
  invoice({
    number: 'FV/2026/00201',
    status: 'CANCELED',
    amount: '150.00',
    issueDate: NOW - 94 * DAY,
    paymentTerm: NOW - 80 * DAY,
  }),
];

export const allInvoices: Invoice[] = [
  secondActiveInvoice,
  pendingInvoice,
  activeInvoice,
  overdueInvoice,
  ...paidInvoices,
  ...canceledInvoices,
];

export function invoicesResponse(invoices: Invoice[] = allInvoices): InvoicesResponse {
  const active = invoices.filter((i) => i.status === 'ACTIVE');
  const pending = invoices.filter((i) => i.status === 'PENDING');
  const sum = (list: Invoice[]) =>
    (list.reduce((total, i) => total + Math.round(Number(i.amount) * 100), 0) / 100).toFixed(2);
  return {
    accountNumber: ACCOUNT_NUMBER,
    totalActiveAmount: sum(active),
    totalOverdueAmount: sum(active.filter((i) => i.paymentTerm < NOW)),
    totalPendingAmount: sum(pending),
    totalOverduePendingAmount: sum(pending.filter((i) => i.paymentTerm < NOW)),
    invoices,
  };
}

export function issueInvoicesResponse(invoices: Invoice[]): IssueInvoicesResponse {
  const { accountNumber, totalActiveAmount, totalPendingAmount } = invoicesResponse(invoices);
  return { accountNumber, totalActiveAmount, totalPendingAmount, invoices };
}
