// The external services behind adapters (architecture.md "Real parts"), chosen by configuration and
// decorated onto the instance: captcha, outgoing messages, antivirus, file storage.
import fp from 'fastify-plugin';
import type { CaptchaVerifier } from '../adapters/captcha/captcha.ts';
import { altchaVerifier } from '../adapters/captcha/altcha.ts';
import { devMailbox, type MessageTransport } from '../adapters/mail/mailer.ts';
import { smtpTransport } from '../adapters/mail/smtp.ts';
import { startOutboxWorker, type OutboxWorker } from '../outbox/outbox.ts';
import { startAccountRequestWorker } from '../accounts/account-requests.ts';
import { removeExpired } from '../lib/housekeeping.ts';
import { runOncePerPeriod } from '../lib/periodic-job.ts';
import type { AntivirusScanner } from '../adapters/antivirus/antivirus.ts';
import { eicarScanner } from '../adapters/antivirus/eicar.ts';
import { clamdScanner } from '../adapters/antivirus/clamd.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';
import { localStorage } from '../adapters/storage/local.ts';
import { s3Storage } from '../adapters/storage/s3.ts';
import type { PaymentProvider } from '../adapters/payments/payment-provider.ts';
import { simulatorProvider } from '../adapters/payments/simulator.ts';
import { przelewy24Provider } from '../adapters/payments/przelewy24.ts';
import { expireStaleOrders } from '../payments/payment-orders.ts';
import { hmac } from '../lib/tokens.ts';
import { DatabaseUnavailableError } from '../db/database-faults.ts';
import { sweepUploadLeftovers } from '../uploads/temp-sweep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaVerifier;
    outbox: OutboxWorker;
    antivirus: AntivirusScanner;
    storage: FileStorage;
    payments: PaymentProvider;
    /** How the simulated gateway delivers its notification (an HTTP POST, like a real provider). */
    deliverSimulatorNotification: (url: string, body: object) => Promise<void>;
  }
}

export interface ServiceOverrides {
  captcha?: CaptchaVerifier;
  transports?: MessageTransport[];
  antivirus?: AntivirusScanner;
  storage?: FileStorage;
  payments?: PaymentProvider;
  deliverSimulatorNotification?: (url: string, body: object) => Promise<void>;
}

export default fp<ServiceOverrides>(
  async (app, overrides) => {
    const { config, db, secret } = app;
    // Issue #14: a periodic job that meets the database away says nothing more; the fault is logged once.
    const jobFailed = (message: string) => (error: unknown) => {
      if (!(error instanceof DatabaseUnavailableError)) app.log.error({ err: error }, message);
    };
    const captcha =
      overrides.captcha ?? altchaVerifier(db, { secret, maxNumber: config.captcha.altchaMaxNumber });
    // SMS has no production provider configured yet: it stays in the outbox for the dev mailbox.
    const transports =
      overrides.transports ??
      (config.mail.smtpUrl
        ? [smtpTransport(config.mail.smtpUrl, config.mail.from), devMailbox]
        : [devMailbox]);
    const outbox = startOutboxWorker(
      db,
      transports,
      { intervalMs: config.outboxIntervalMs, sendTimeoutMs: config.outboxSendTimeoutMs },
      app.log,
    );
    const antivirus =
      overrides.antivirus ??
      (config.antivirus.clamdHost
        ? clamdScanner({ host: config.antivirus.clamdHost, port: config.antivirus.clamdPort })
        : eicarScanner);
    app.decorate('antivirus', antivirus);
    app.decorate(
      'storage',
      overrides.storage ??
        (config.storage.kind === 's3' ? s3Storage(config.storage.s3) : localStorage(config.filesDir)),
    );
    if (
      config.payments.provider === 'simulator' &&
      config.environment === 'production' &&
      !overrides.payments
    ) {
      throw new Error(
        'The simulated payment gateway is never used in production: set PAYMENT_PROVIDER=przelewy24.',
      );
    }
    app.decorate(
      'payments',
      overrides.payments ??
        (config.payments.provider === 'przelewy24'
          ? przelewy24Provider(config.payments.przelewy24)
          : simulatorProvider(db, {
              secret: hmac(secret, 'payment-simulator'),
              publicUrl: config.publicUrl,
            })),
    );
    app.decorate(
      'deliverSimulatorNotification',
      overrides.deliverSimulatorNotification ??
        (async (url: string, body: object) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) throw new Error(`notification answered ${response.status}`);
        }),
    );
    app.decorate('captcha', captcha);
    app.decorate('outbox', outbox);
    const accountRequests = startAccountRequestWorker(
      db,
      { publicUrl: config.publicUrl, auth: config.auth },
      config.accountRequestIntervalMs,
      (handled) => {
        for (const { kind, accountId } of handled) {
          if (accountId !== null) app.log.info({ accountId, kind }, `${kind} e-mail queued`);
        }
        outbox.kick();
      },
      (error) => app.log.error({ err: error }, 'account requests failed'),
    );
    // Issue #14: upload folders of a process that crashed mid-request are removed before serving.
    try {
      const removed = await sweepUploadLeftovers();
      if (removed.length > 0)
        app.log.warn({ folders: removed.length }, 'removed upload folders left by a crashed process');
    } catch (error) {
      app.log.error({ err: error }, 'could not sweep leftover upload folders');
    }
    // Issue #20: every replica keeps the timers; one replica per period does the work (periodic-job.ts).
    const housekeeping = setInterval(() => {
      runOncePerPeriod(db, 'housekeeping', 3_600_000, () => removeExpired(db)).catch(
        jobFailed('housekeeping failed'),
      );
    }, 3_600_000);
    housekeeping.unref();
    const paymentSweep = setInterval(() => {
      runOncePerPeriod(db, 'payment-sweep', 60_000, () =>
        expireStaleOrders(db, config.payments.pendingMinutes),
      ).catch(jobFailed('payment sweep failed'));
    }, 60_000);
    paymentSweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(housekeeping);
      clearInterval(paymentSweep);
      await accountRequests.stop();
      await outbox.stop();
    });
  },
  { name: 'services', dependencies: ['context'] },
);
