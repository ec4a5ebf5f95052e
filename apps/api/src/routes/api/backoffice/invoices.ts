// The back office issues, updates and cancels invoices for a customer (and case), and lists payment
// orders for reconciliation (issue "Invoices and online payments"); the rules live in
// payments/backoffice-invoices.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeEndpoints as bo, errorResponses, Ok } from '@portal/api-contract';
import { HttpError } from '../../../lib/http-error.ts';
import { recentPaymentOrders, upsertInvoice } from '../../../payments/backoffice-invoices.ts';
import { cancelActiveInvoice } from '../../../payments/invoice-repository.ts';

const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const noCsrf = { csrf: false } as const;

  app.post(
    bo.upsertInvoice.path,
    { config: noCsrf, schema: { body: bo.upsertInvoice.body, response: { 200: Ok, ...errorResponses } } },
    async (request) => {
      await upsertInvoice(db, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    bo.cancelInvoice.path,
    { config: noCsrf, schema: { body: bo.cancelInvoice.body, response: { 200: Ok, ...errorResponses } } },
    async (request) => {
      if (!(await cancelActiveInvoice(db, request.body.number)))
        throw new HttpError(409, 'Anulować można tylko aktywną fakturę, która nie jest w trakcie płatności.');
      return { ok: true as const };
    },
  );

  app.get(
    bo.orders.path,
    { config: noCsrf, schema: { response: { 200: bo.orders.response, ...errorResponses } } },
    async () => recentPaymentOrders(db),
  );
};

export default invoiceRoutes;
