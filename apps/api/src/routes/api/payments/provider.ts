// The provider's side of a payment: its signed server-to-server notification, and — for the embedded
// simulated gateway only — the payment page where the customer pays or rejects. Resilience: the route
// takes a few KB; a refused notification leaves only a capped log entry (payments/notification-log-repository.ts);
// a signed PAID is never dropped (payments/payment-orders.ts settleOrder), and one the provider does not
// confirm answers 502 so that the provider repeats it.
import type { FastifyPluginAsync } from 'fastify';
import { groszeToDecimal, PaymentNotifyParams, SimulatorTokenParams } from '@portal/api-contract';
import { settleOrder, type NotificationOutcome } from '../../../payments/payment-orders.ts';
import { PaymentProviderError } from '../../../adapters/payments/payment-provider.ts';
import {
  notificationRetries,
  SIMULATOR_RETRY_DELAYS_MS,
} from '../../../adapters/payments/notification-retries.ts';
import {
  NOTIFICATION_BODY_LIMIT,
  recordRejectedNotification,
  recordVerifiedNotification,
} from '../../../payments/notification-log-repository.ts';
import { SIMULATOR_PATH, simulatorSignature } from '../../../adapters/payments/simulator.ts';
import {
  decideSimulatedPayment,
  findSimulatedPayment,
} from '../../../adapters/payments/simulator-repository.ts';
import { hmac, randomToken } from '../../../lib/tokens.ts';
import { z } from '../../../lib/html.ts';

const providerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.post<{ Params: { provider: string } }>(
    '/api/payments/notify/:provider',
    { config: { csrf: false }, bodyLimit: NOTIFICATION_BODY_LIMIT, schema: { params: PaymentNotifyParams } },
    async (request, reply) => {
      const provider = app.payments;
      const rejected = (outcome: string) =>
        recordRejectedNotification(
          db,
          { provider: request.params.provider, outcome, ip: request.ip, body: request.body },
          app.config.payments.rejectedNotificationLogRows,
        );
      if (request.params.provider !== provider.name) {
        await rejected('wrong-provider');
        return reply
          .status(404)
          .send({ status: 404, error: 'not_found', message: 'Nieznany operator płatności.' });
      }
      const notification = provider.verifyNotification(request.body);
      if (!notification) {
        await rejected('forged');
        request.log.warn({ ip: request.ip }, 'payment notification with an invalid signature refused');
        return reply
          .status(400)
          .send({ status: 400, error: 'bad_request', message: 'Niepoprawny podpis powiadomienia.' });
      }
      let outcome: NotificationOutcome | 'unconfirmed';
      try {
        outcome = await settleOrder(db, provider, notification, request.log);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        outcome = 'unconfirmed';
        request.log.warn(
          { order: notification.sessionId, err: error },
          'paid notification not confirmed by the provider; it will repeat it',
        );
      }
      await recordVerifiedNotification(db, {
        provider: provider.name,
        sessionId: notification.sessionId,
        outcome,
        body: request.body,
      });
      request.log.info({ order: notification.sessionId, outcome }, 'payment notification');
      if (outcome === 'paid' || outcome === 'paid-late') app.metrics.payments.inc({ event: 'paid' });
      else if (outcome === 'rejected') app.metrics.payments.inc({ event: 'failed' });
      else if (outcome === 'unconfirmed') app.metrics.paymentProviderErrors.inc({ operation: 'confirm' });
      if (outcome === 'unconfirmed') {
        // Not 200: the provider repeats a notification until it is accepted.
        return reply.status(502).send({
          status: 502,
          error: 'server',
          message: 'Nie udało się potwierdzić płatności u operatora płatności. Powtórz powiadomienie.',
        });
      }
      if (outcome === 'unknown')
        return reply.status(404).send({ status: 404, error: 'not_found', message: 'Nieznane zamówienie.' });
      if (outcome === 'mismatch')
        return reply.status(400).send({
          status: 400,
          error: 'bad_request',
          message: 'Kwota lub waluta nie zgadza się z zamówieniem.',
        });
      return { ok: true };
    },
  );

  if (app.config.payments.provider !== 'simulator') return;

  const simulatorSecret = hmac(app.secret, 'payment-simulator');
  const notifications = notificationRetries({
    send: app.deliverSimulatorNotification,
    delaysMs: SIMULATOR_RETRY_DELAYS_MS,
    onFailure: (error, attempt, finalAttempt) =>
      app.log[finalAttempt ? 'error' : 'warn'](
        { err: error, attempt },
        finalAttempt
          ? 'simulator gave up delivering its notification'
          : 'simulator could not deliver its notification; it will try again',
      ),
  });
  app.addHook('onClose', async () => notifications.cancel());
  const page = (title: string, body: string) => `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${z(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef1f5;color:#14202e}
main{max-width:480px;margin:48px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.375rem;margin:0 0 8px}.badge{display:inline-block;background:#fff4d6;color:#6b4a00;border-radius:999px;padding:2px 10px;font-size:.8125rem;margin-bottom:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:24px 0}dt{color:#4a5568}dd{margin:0;font-weight:600;word-break:break-word}
.actions{display:flex;gap:12px;flex-wrap:wrap}button{font:inherit;border-radius:8px;padding:12px 20px;border:2px solid #0b3a6f;cursor:pointer}
.pay{background:#0b3a6f;color:#fff}.reject{background:#fff;color:#0b3a6f}button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;

  app.get<{ Params: { token: string } }>(
    `${SIMULATOR_PATH}/:token`,
    { schema: { params: SimulatorTokenParams } },
    async (request, reply) => {
      const payment = await findSimulatedPayment(db, request.params.token);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!payment || payment.status !== 'REGISTERED') {
        return reply
          .status(404)
          .send(
            page(
              'Transakcja niedostępna',
              '<h1>Transakcja niedostępna</h1><p>Ta płatność została już zakończona albo nie istnieje.</p>',
            ),
          );
      }
      const amount = groszeToDecimal(payment.amount).replace('.', ',');
      return reply.send(
        page(
          'Symulator płatności',
          `<span class="badge">Środowisko testowe — pieniądze nie są pobierane</span>
<h1>Symulator płatności</h1>
<p>Wybierz, jak ma się zakończyć płatność. Operator płatności wyśle portalowi podpisane powiadomienie i przekieruje Cię z powrotem.</p>
<dl><dt>Kwota</dt><dd>${z(amount)} zł</dd><dt>Tytuł</dt><dd>${z(payment.description)}</dd><dt>E-mail</dt><dd>${z(payment.email)}</dd></dl>
<form method="post" action="${SIMULATOR_PATH}/${z(payment.token)}" class="actions">
<button class="pay" type="submit" name="decision" value="pay">Zapłać</button>
<button class="reject" type="submit" name="decision" value="reject">Odrzuć płatność</button>
</form>`,
        ),
      );
    },
  );

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post<{ Params: { token: string }; Body: { decision?: string } }>(
    `${SIMULATOR_PATH}/:token`,
    { config: { csrf: false }, schema: { params: SimulatorTokenParams } },
    async (request, reply) => {
      const decision = request.body?.decision;
      if (decision !== 'pay' && decision !== 'reject')
        return reply.status(400).type('text/plain; charset=utf-8').send('Niepoprawna decyzja.');
      const claimed = await decideSimulatedPayment(db, request.params.token, decision);
      if (!claimed)
        return reply.status(404).type('text/plain; charset=utf-8').send('Transakcja niedostępna.');
      const notification = {
        sessionId: claimed.session_id,
        amount: claimed.amount,
        currency: 'PLN' as const,
        status: decision === 'pay' ? ('PAID' as const) : ('REJECTED' as const),
        orderId: randomToken(9),
      };
      // The first attempt before the redirect, so the portal usually shows the payment booked; the rest later.
      await notifications.deliver(claimed.notify_url, {
        ...notification,
        sign: simulatorSignature(simulatorSecret, notification),
      });
      return reply.redirect(claimed.return_url, 303);
    },
  );
};

export default providerRoutes;
