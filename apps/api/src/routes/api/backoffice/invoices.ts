// The back office issues, updates and cancels invoices for a customer (and case), and lists payment
// orders for reconciliation (issue "Invoices and online payments").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeEndpoints as bo, decimalToGrosze, errorResponses, groszeToDecimal, Ok } from '@portal/api-contract';
import { HttpError } from '../../../lib/http-error.ts';

const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const noCsrf = { csrf: false } as const;

  app.post(bo.upsertInvoice.path, { config: noCsrf, schema: { body: bo.upsertInvoice.body, response: { 200: Ok, ...errorResponses } } }, async (request) => {
    const body = request.body;
    const account = await db.selectFrom('account').select('id').where('email', '=', body.customerEmail.trim().toLowerCase()).executeTakeFirst();
    if (!account) throw new HttpError(404, 'Nie ma konta klienta z tym adresem e-mail.');
    const issue = body.issueNumber ? await db.selectFrom('issue').select('id').where('number', '=', body.issueNumber).executeTakeFirst() : null;
    if (body.issueNumber && !issue) throw new HttpError(404, 'Nie ma sprawy o tym numerze.');
    const values = {
      account_id: account.id,
      issue_id: issue?.id ?? null,
      type: body.type,
      amount: decimalToGrosze(body.amount),
      issue_date: new Date(body.issueDate),
      payment_term: new Date(body.paymentTerm),
      investment_address: body.investmentAddress ?? null,
    };
    const existing = await db.selectFrom('invoice').select(['id', 'status']).where('number', '=', body.number).executeTakeFirst();
    if (existing && existing.status !== 'ACTIVE') throw new HttpError(409, 'Faktury w trakcie płatności, opłaconej lub anulowanej nie można zmienić.');
    if (existing) await db.updateTable('invoice').set(values).where('id', '=', existing.id).execute();
    else await db.insertInto('invoice').values({ ...values, number: body.number, status: 'ACTIVE', payment_date: null, order_id: null }).execute();
    return { ok: true as const };
  });

  app.post(bo.cancelInvoice.path, { config: noCsrf, schema: { body: bo.cancelInvoice.body, response: { 200: Ok, ...errorResponses } } }, async (request) => {
    const result = await db.updateTable('invoice').set({ status: 'CANCELED' }).where('number', '=', request.body.number).where('status', '=', 'ACTIVE').executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, 'Anulować można tylko aktywną fakturę, która nie jest w trakcie płatności.');
    return { ok: true as const };
  });

  app.get(bo.orders.path, { config: noCsrf, schema: { response: { 200: bo.orders.response, ...errorResponses } } }, async () => {
    const orders = await db.selectFrom('payment_order').innerJoin('account', 'account.id', 'payment_order.account_id').selectAll('payment_order').select('account.email').orderBy('payment_order.id', 'desc').limit(500).execute();
    const lines = orders.length
      ? await db.selectFrom('payment_order_invoice').innerJoin('invoice', 'invoice.id', 'payment_order_invoice.invoice_id').select(['payment_order_invoice.order_id', 'invoice.number', 'payment_order_invoice.amount']).where('payment_order_invoice.order_id', 'in', orders.map((o) => o.id)).execute()
      : [];
    return orders.map((o) => ({
      id: o.public_id,
      status: o.status,
      provider: o.provider,
      totalAmount: groszeToDecimal(o.total),
      title: o.title,
      customerEmail: o.email,
      invoices: lines.filter((l) => l.order_id === o.id).map((l) => ({ number: l.number, amount: groszeToDecimal(l.amount) })),
      createdAt: o.created_at.toISOString(),
      paidAt: o.paid_at?.toISOString() ?? null,
    }));
  });
};

export default invoiceRoutes;
