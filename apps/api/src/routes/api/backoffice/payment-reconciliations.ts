// Resilience, "payments that arrive late": the back office sees the payments the provider confirmed that
// the portal could not book (a refund case each), and marks each resolved with what was done.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  backofficeEndpoints as bo,
  errorResponses,
  groszeToDecimal,
  type PaymentReconciliation,
} from '@portal/api-contract';
import { HttpError } from '../../../lib/http-error.ts';
import { listReconciliations, resolveReconciliation } from '../../../payments/reconciliation-repository.ts';

type Row = Awaited<ReturnType<typeof listReconciliations>>[number];

function toCase(row: Row): PaymentReconciliation {
  return {
    id: row.id,
    orderId: row.order_public_id,
    orderStatus: row.order_status,
    customerEmail: row.customer_email,
    provider: row.provider,
    providerReference: row.provider_reference,
    amount: groszeToDecimal(row.amount),
    currency: row.currency,
    reason: row.reason,
    invoices: row.invoices.map((i) => ({
      number: i.number,
      amount: groszeToDecimal(i.amount),
      status: i.status,
    })),
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolution: row.resolution,
    resolvedBy: row.resolved_by,
  };
}

const reconciliationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const noCsrf = { csrf: false } as const;

  app.get(
    bo.paymentReconciliations.path,
    {
      config: noCsrf,
      schema: {
        querystring: bo.paymentReconciliations.querystring,
        response: { 200: bo.paymentReconciliations.response, ...errorResponses },
      },
    },
    async (request) => (await listReconciliations(db, request.query.status ?? 'open')).map(toCase),
  );

  app.post(
    bo.resolvePaymentReconciliation.path,
    {
      config: noCsrf,
      schema: {
        params: bo.resolvePaymentReconciliation.params,
        body: bo.resolvePaymentReconciliation.body,
        response: { 200: bo.resolvePaymentReconciliation.response, ...errorResponses },
      },
    },
    async (request) => {
      const resolution = request.body.resolution.trim();
      if (!resolution)
        throw new HttpError(400, 'Opisz, jak sprawa została rozwiązana.', [
          { pointer: '/resolution', keyword: 'minLength', message: 'Pole obowiązkowe' },
        ]);
      const outcome = await resolveReconciliation(
        db,
        request.params.id,
        resolution,
        request.integration?.name ?? 'unknown',
      );
      if (outcome === 'not-found') throw new HttpError(404, 'Nie ma takiej sprawy do wyjaśnienia.');
      if (outcome === 'already-resolved') throw new HttpError(409, 'Ta sprawa została już rozwiązana.');
      request.log.info(
        { reconciliation: request.params.id, integration: request.integration?.name },
        'payment reconciliation resolved',
      );
      const [row] = await listReconciliations(db, 'all', { id: request.params.id });
      return toCase(row!);
    },
  );
};

export default reconciliationRoutes;
