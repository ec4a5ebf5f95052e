// portal-spec §7: /api/issues/invoices, /api/issues/{id}/invoices and /api/orders/pay.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses, groszeToDecimal, NoContent, PaymentFailure } from '@portal/api-contract';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { customerAccountNumber } from '../../../payments/customer-account-number.ts';
import { toInvoice, totals } from '../../../payments/invoice-views.ts';
import { accountInvoices, ownIssueId, ownPaymentOrder, payer } from '../../../payments/invoice-repository.ts';
import { cancelOrder, startPayment } from '../../../payments/payment-orders.ts';
import { outageLog } from '../../../lib/outage-log.ts';

/** The order as the return page sees it: NEW is still PENDING, a FAILED registration a REJECTED one. */
function orderState({ order, invoiceNumbers }: NonNullable<Awaited<ReturnType<typeof ownPaymentOrder>>>) {
  const status = order.status === 'NEW' ? 'PENDING' : order.status === 'FAILED' ? 'REJECTED' : order.status;
  return {
    id: order.public_id,
    status,
    totalAmount: groszeToDecimal(order.total),
    invoiceNumbers,
    paidAt: order.paid_at?.getTime() ?? null,
  };
}

const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  app.addHook('preHandler', requireUser);
  const providerOutage = outageLog(app.log, 'payment provider', {
    component: 'payments',
    provider: app.payments.name,
  });

  // Performance: an ETag (api-compression), so the portal revalidates the list it holds; like every signed-in
  // answer it is no-store (plugins/security-headers.ts), so kept by no browser cache (docs/decisions.md).
  app.get(
    endpoints.invoices.path,
    {
      config: { etag: true },
      schema: { response: { 200: endpoints.invoices.response, 304: NoContent, ...errorResponses } },
    },
    async (request) => {
      const accountId = customerId(request);
      const rows = await accountInvoices(db, accountId);
      const { active, overdue, pending, overduePending } = totals(rows);
      return {
        accountNumber: customerAccountNumber(accountId),
        totalActiveAmount: active,
        totalOverdueAmount: overdue,
        totalPendingAmount: pending,
        totalOverduePendingAmount: overduePending,
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
      const issueId = await ownIssueId(db, request.params.id, accountId);
      if (issueId === null) throw new HttpError(404, 'Nie znaleziono sprawy.');
      const rows = await accountInvoices(db, accountId, issueId);
      const { active, pending } = totals(rows);
      return {
        accountNumber: customerAccountNumber(accountId),
        totalActiveAmount: active,
        totalPendingAmount: pending,
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
      const account = await payer(db, accountId);
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
        providerOutage,
      );
      if (!outcome.ok) {
        request.log.info({ errorType: outcome.errorType }, 'payment refused');
        if (outcome.status === 502) {
          app.metrics.paymentProviderErrors.inc({ operation: 'register' });
          app.metrics.payments.inc({ event: 'failed' });
        }
        return reply
          .status(outcome.status as 400 | 409 | 502)
          .send({ redirectUrl: null, errorType: outcome.errorType, status: outcome.status });
      }
      app.metrics.payments.inc({ event: 'started' });
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
      const found = await ownPaymentOrder(db, request.params.id, customerId(request));
      if (!found) throw new HttpError(404, 'Nie znaleziono płatności.');
      return orderState(found);
    },
  );

  // Customer journeys: back from the provider without paying, the customer cancels the waiting payment rather than
  // wait PAYMENT_PENDING_MINUTES for it to expire. A payment the provider confirms later is still booked
  // if its invoices are payable, or recorded for a refund (settleOrder's late payments).
  app.post(
    endpoints.cancelPaymentOrder.path,
    {
      schema: {
        params: endpoints.cancelPaymentOrder.params,
        response: { 200: endpoints.cancelPaymentOrder.response, ...errorResponses },
      },
    },
    async (request) => {
      const accountId = customerId(request);
      const found = await ownPaymentOrder(db, request.params.id, accountId);
      if (!found) throw new HttpError(404, 'Nie znaleziono płatności.');
      if (!(await cancelOrder(db, found.order.id)))
        throw new HttpError(409, 'Tej płatności nie można już anulować: nie czeka na potwierdzenie.');
      request.log.info({ order: found.order.public_id }, 'payment cancelled by the customer');
      app.metrics.payments.inc({ event: 'cancelled' });
      return orderState((await ownPaymentOrder(db, request.params.id, accountId))!);
    },
  );
};

export default invoiceRoutes;
