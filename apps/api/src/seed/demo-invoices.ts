// Demo invoices (issue "Invoices"): active (some overdue), one pending with a payment to finish, paid and
// canceled ones, several linked to demo cases, more than 10 historical so paging shows; the business
// customer has their own.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { randomToken } from '../lib/tokens.ts';
import { findAccountIdByEmail } from '../accounts/account-repository.ts';
import { insertSimulatedPayment } from '../adapters/payments/simulator-repository.ts';
import { accountIssues } from '../issues/issue-repository.ts';
import { insertInvoice, updateInvoice } from '../payments/invoice-repository.ts';
import { insertPaymentOrder } from '../payments/payment-order-repository.ts';
import type { DemoSeeder } from './demo.ts';

const DAY = 86_400_000;

async function seedFor(
  db: Database,
  email: string,
  prefix: string,
  plan: { active: number; overdue: number; paid: number; canceled: number; pending: boolean },
  publicUrl: string,
) {
  const accountId = await findAccountIdByEmail(db, email);
  if (accountId === null) throw new Error(`demo invoices: no demo account ${email}`);
  const issues = (await accountIssues(db, accountId)).sort((a, b) => a.id - b.id);
  // Dates are relative to the day the database is seeded and consistent in time: an invoice is issued by
  // today, 14 days before its payment term at the latest, after the case it belongs to was filed, and a
  // paid one was paid between its issue date and today.
  const now = Date.now();
  let n = 0;
  const add = async (
    status: 'ACTIVE' | 'PAID' | 'CANCELED' | 'PENDING',
    termOffsetDays: number,
    amount: number,
  ) => {
    n += 1;
    const issued = Math.min(now + (termOffsetDays - 14) * DAY, now - (1 + (n % 5)) * DAY);
    const earlier = issues.filter((candidate) => new Date(candidate.registration_date).getTime() <= issued);
    const issue = earlier.length ? earlier[n % earlier.length] : undefined;
    const number = `${prefix}/${new Date(issued).getFullYear()}/${String(n).padStart(5, '0')}`;
    const id = await insertInvoice(db, {
      account_id: accountId,
      issue_id: n % 3 === 0 ? null : (issue?.id ?? null),
      number,
      type: n % 4 === 0 ? 'Faktura zaliczkowa' : n % 5 === 0 ? 'Nota obciążeniowa' : 'Faktura VAT',
      status,
      amount,
      issue_date: new Date(issued),
      payment_term: new Date(now + termOffsetDays * DAY),
      payment_date:
        status === 'PAID'
          ? new Date(Math.min(Math.max(now + (termOffsetDays - 3) * DAY, issued + DAY), now))
          : null,
      investment_address: n % 3 === 0 ? null : (issue?.address ?? null),
      order_id: null,
    });
    return { id, number, amount };
  };
  for (let i = 0; i < plan.active; i++) await add('ACTIVE', 7 + i * 9, 12_345 + i * 7_001);
  for (let i = 0; i < plan.overdue; i++) await add('ACTIVE', -5 - i * 11, 48_900 + i * 1_250);
  for (let i = 0; i < plan.paid; i++) await add('PAID', -30 - i * 17, 9_999 + i * 3_333);
  for (let i = 0; i < plan.canceled; i++) await add('CANCELED', -60 - i * 20, 15_000);
  if (plan.pending) {
    const invoice = await add('PENDING', 20, 73_210);
    const publicId = randomUUID();
    const token = randomToken(18);
    const title = invoice.number;
    const redirectUrl = `${publicUrl}/api/payments/simulator/${token}`;
    const orderId = await insertPaymentOrder(
      db,
      {
        public_id: publicId,
        account_id: accountId,
        status: 'PENDING',
        total: invoice.amount,
        title,
        provider: 'simulator',
        provider_reference: token,
        redirect_url: redirectUrl,
        paid_at: null,
      },
      [invoice],
    );
    await updateInvoice(db, invoice.id, { order_id: orderId });
    await insertSimulatedPayment(db, {
      token,
      session_id: publicId,
      amount: invoice.amount,
      description: title,
      email,
      return_url: `${publicUrl}/platnosci/potwierdzenie?zamowienie=${publicId}`,
      notify_url: `${publicUrl}/api/payments/notify/simulator`,
    });
  }
}

export const demoInvoicesSeeder: DemoSeeder = {
  name: 'invoices',
  async run(db, { publicUrl }) {
    await seedFor(
      db,
      'jan.kowalski@example.com',
      'FV',
      { active: 3, overdue: 2, paid: 12, canceled: 2, pending: true },
      publicUrl,
    );
    await seedFor(
      db,
      'biuro@energobud.example.com',
      'FB',
      { active: 2, overdue: 1, paid: 4, canceled: 1, pending: false },
      publicUrl,
    );
  },
};
