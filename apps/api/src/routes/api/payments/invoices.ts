// portal-spec §7: /api/issues/invoices, /api/issues/{id}/invoices and /api/orders/pay.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses, groszeToDecimal, NoContent, PaymentFailure } from '@portal/api-contract';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { customerAccountNumber } from '../../../payments/customer-account-number.ts';
import { toInvoice, totals, type InvoiceRow } from '../../../payments/invoice-views.ts';
import { startPayment } from '../../../payments/payment-orders.ts';
import type { Database } from '../../../db/database.ts';

/** Active and pending first by payment term (portal-spec §4), then the historical ones. */
function invoiceQuery(db: Database, accountId: number) {
  return db
    .selectFrom('invoice')
    .leftJoin('issue', 'issue.id', 'invoice.issue_id')
    .leftJoin('payment_order', 'payment_order.id', 'invoice.order_id')
    .selectAll('invoice')
    .select(['issue.number as issue_number', 'payment_order.redirect_url as redirect_url'])
    .where('invoice.account_id', '=', accountId)
    .orderBy('invoice.payment_term', 'asc')
    .orderBy('invoice.id', 'asc');
}

const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  app.addHook('preHandler', requireUser);

  // Issue 15: an ETag (api-compression), so the portal revalidates the list it holds; like every signed-in
  // answer it is no-store (plugins/security-headers.ts), so kept by no browser cache (docs/decisions.md).
  app.get(
    endpoints.invoices.path,
    {
      config: { etag: true },
      schema: { response: { 200: endpoints.invoices.response, 304: NoContent, ...errorResponses } },
    },
    async (request) => {
      const accountId = customerId(request);
      const rows = (await invoiceQuery(db, accountId).execute()) as InvoiceRow[];
      const { active, overdue } = totals(rows);
      return {
        accountNumber: customerAccountNumber(accountId),
        totalActiveAmount: active,
        totalOverdueAmount: overdue,
        invoices: rows.map(toInvoice),
      };
    },
  );

  app.get(
    endpoints.issueInvoices.path,
    {
      schema: {
        params: endpoints.issueInvoices.params,
        response: { 200: endpoints.issueInvoices.response, ...errorResponses },
      },
    },
    async (request) => {
      const accountId = customerId(request);
      const issue = await db
        .selectFrom('issue')
        .select('id')
        .where('id', '=', request.params.id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!issue) throw new HttpError(404, 'Nie znaleziono sprawy.');
      const rows = (await invoiceQuery(db, accountId)
        .where('invoice.issue_id', '=', issue.id)
        .execute()) as InvoiceRow[];
      return {
        accountNumber: customerAccountNumber(accountId),
        totalActiveAmount: totals(rows).active,
        invoices: rows.map(toInvoice),
      };
    },
  );

  app.post(
    endpoints.pay.path,
    {
      schema: {
        body: endpoints.pay.body,
        response: {
          ...errorResponses,
          200: endpoints.pay.response,
          400: PaymentFailure,
          409: PaymentFailure,
          502: PaymentFailure,
        },
      },
    },
    async (request, reply) => {
      const accountId = customerId(request);
      const account = await db
        .selectFrom('account')
        .select(['id', 'email'])
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      const outcome = await startPayment(
        db,
        app.payments,
        {
          amountLimit: config.payments.amountLimit,
          titleLimit: config.payments.titleLimit,
          publicUrl: config.publicUrl,
        },
        account,
        request.body,
        request.log,
      );
      if (!outcome.ok) {
        request.log.info({ errorType: outcome.errorType }, 'payment refused');
        return reply
          .status(outcome.status as 400 | 409 | 502)
          .send({ redirectUrl: null, errorType: outcome.errorType, status: outcome.status });
      }
      return { redirectUrl: outcome.redirectUrl, errorType: null, status: 200 };
    },
  );

  app.get(
    endpoints.paymentOrder.path,
    {
      schema: {
        params: endpoints.paymentOrder.params,
        response: { 200: endpoints.paymentOrder.response, ...errorResponses },
      },
    },
    async (request) => {
      const order = await db
        .selectFrom('payment_order')
        .selectAll()
        .where('public_id', '=', request.params.id)
        .where('account_id', '=', customerId(request))
        .executeTakeFirst();
      if (!order) throw new HttpError(404, 'Nie znaleziono płatności.');
      const invoices = await db
        .selectFrom('payment_order_invoice')
        .innerJoin('invoice', 'invoice.id', 'payment_order_invoice.invoice_id')
        .select('invoice.number')
        .where('payment_order_invoice.order_id', '=', order.id)
        .orderBy('invoice.number')
        .execute();
      const status =
        order.status === 'NEW' ? 'PENDING' : order.status === 'FAILED' ? 'REJECTED' : order.status;
      return {
        id: order.public_id,
        status,
        totalAmount: groszeToDecimal(order.total),
        invoiceNumbers: invoices.map((i) => i.number),
        paidAt: order.paid_at?.getTime() ?? null,
      };
    },
  );
};

export default invoiceRoutes;
