// The external services behind adapters (architecture.md "Real parts"), chosen by configuration and
// decorated onto the instance: captcha, outgoing messages, antivirus, file storage.
import fp from 'fastify-plugin';
import type { CaptchaVerifier } from '../adapters/captcha/captcha.ts';
import { altchaVerifier } from '../adapters/captcha/altcha.ts';
import { devMailboxTransport, type MessageTransport } from '../adapters/mail/mailer.ts';
import { smtpTransport } from '../adapters/mail/smtp.ts';
import { smsTransport } from '../adapters/sms/sms.ts';
import { startOutboxWorker, type OutboxWorker } from '../outbox/outbox.ts';
import { startAccountRequestWorker } from '../accounts/account-requests.ts';
import { removeExpired } from '../lib/housekeeping.ts';
import { runOncePerPeriod, schedulePeriodicJob } from '../lib/periodic-job.ts';
import { runRetention } from '../retention/retention-job.ts';
import type { AntivirusScanner } from '../adapters/antivirus/antivirus.ts';
import { eicarScanner } from '../adapters/antivirus/eicar.ts';
import { clamdScanner } from '../adapters/antivirus/clamd.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';
import { localStorage } from '../adapters/storage/local.ts';
import { s3Storage, sdkLogOf } from '../adapters/storage/s3.ts';
import { boundedStorage } from '../adapters/storage/bounded-storage.ts';
import { storageHealth } from '../adapters/storage/storage-health.ts';
import type { DeliveryState } from '@portal/api-contract';
import type { PaymentProvider } from '../adapters/payments/payment-provider.ts';
import { simulatorProvider } from '../adapters/payments/simulator.ts';
import { przelewy24Provider } from '../adapters/payments/przelewy24.ts';
import { expireStaleOrders } from '../payments/payment-orders.ts';
import { hmac } from '../lib/tokens.ts';
import { DatabaseUnavailableError } from '../db/database-faults.ts';
import { sweepUploadLeftovers } from '../uploads/temp-sweep.ts';
import { meteredJob } from '../metrics/metrics.ts';
import { meteredStorage } from '../metrics/metered-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaVerifier;
    outbox: OutboxWorker;
    antivirus: AntivirusScanner;
    storage: FileStorage;
    payments: PaymentProvider;
    /** Operability: the last delivery attempt per channel on this replica; sms null without an SMS transport. */
    messageDelivery: { email: DeliveryState; sms: DeliveryState | null };
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
    // Resilience: a periodic job that meets the database away says nothing more; the fault is logged once.
    // Any other failure is logged with its stack on each round: a bug does not go away by itself.
    const jobFailed = (message: string) => (error: unknown) => {
      if (!(error instanceof DatabaseUnavailableError)) app.log.error({ err: error }, message);
    };
    const captcha =
      overrides.captcha ?? altchaVerifier(db, { secret, maxNumber: config.captcha.altchaMaxNumber });
    const sms = smsTransport(config.sms);
    const transports = overrides.transports ?? [
      config.mail.smtpUrl
        ? smtpTransport(config.mail.smtpUrl, config.mail.from)
        : devMailboxTransport(['email']),
      ...(sms ? [sms] : []),
    ];
    const messageDelivery: { email: DeliveryState; sms: DeliveryState | null } = {
      email: 'unknown',
      sms: transports.some((transport) => transport.channels.includes('sms')) ? 'unknown' : null,
    };
    app.decorate('messageDelivery', messageDelivery);
    const outbox = startOutboxWorker(
      db,
      transports,
      {
        intervalMs: config.outboxIntervalMs,
        sendTimeoutMs: config.outboxSendTimeoutMs,
        observe: (channel, outcome) => {
          app.metrics.outboxDeliveries.inc({ channel, outcome });
          messageDelivery[channel] = outcome === 'sent' ? 'up' : 'down';
        },
      },
      app.log,
    );
    const antivirus =
      overrides.antivirus ??
      (config.antivirus.clamdHost
        ? clamdScanner({ host: config.antivirus.clamdHost, port: config.antivirus.clamdPort })
        : eicarScanner);
    app.decorate('antivirus', antivirus);
    // Every call bounded, injected adapters too: a hung store fails its own requests only.
    app.decorate(
      'storage',
      meteredStorage(
        boundedStorage(
          overrides.storage ??
            (config.storage.kind === 's3'
              ? s3Storage(config.storage.s3, { log: sdkLogOf(app.log) })
              : localStorage(config.filesDir)),
          config.storageDeadlines,
          storageHealth(app.log),
        ),
        app.metrics,
      ),
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
        for (const { kind, accountId, withheldFrom } of handled) {
          if (accountId !== null) app.log.info({ accountId, kind }, `${kind} e-mail queued`);
          if (withheldFrom !== undefined)
            app.log.warn(
              { accountId: withheldFrom, kind },
              `${kind} e-mail withheld: the hour's share was sent`,
            );
        }
        outbox.kick();
      },
      // Operability: it runs every second; a database outage used to log a stack per round.
      jobFailed('account requests failed'),
    );
    // Resilience: upload folders of a process that crashed mid-request are removed before serving.
    try {
      const removed = await sweepUploadLeftovers();
      if (removed.length > 0)
        app.log.warn({ folders: removed.length }, 'removed upload folders left by a crashed process');
    } catch (error) {
      app.log.error({ err: error }, 'could not sweep leftover upload folders');
    }
    // Scaling out: every replica keeps the timers; one replica per period does the work (periodic-job.ts).
    const { retention } = config;
    const stopHousekeeping = schedulePeriodicJob(db, {
      name: 'housekeeping',
      periodMs: 3_600_000,
      firstRunDelayMs: config.housekeepingFirstRunDelaySeconds * 1000,
      job: meteredJob(app.metrics, 'housekeeping', async () => {
        const removed = await removeExpired(db, new Date(), retention);
        app.log.info({ job: 'housekeeping', removed }, 'housekeeping done');
      }),
      onError: jobFailed('housekeeping failed'),
    });
    // Data lifecycle: the retention policy of docs/privacy.md, with one summary line per run.
    const stopRetention = schedulePeriodicJob(db, {
      name: 'retention',
      periodMs: retention.intervalMinutes * 60_000,
      firstRunDelayMs: retention.firstRunDelaySeconds * 1000,
      job: meteredJob(app.metrics, 'retention', async () => {
        const started = Date.now();
        const removed = await runRetention({
          db,
          storage: app.storage,
          settings: retention,
          auth: config.auth,
          log: app.log,
        });
        app.log.info({ job: 'retention', removed, ms: Date.now() - started }, 'retention done');
      }),
      onError: jobFailed('retention failed'),
    });
    const paymentSweep = setInterval(() => {
      runOncePerPeriod(
        db,
        'payment-sweep',
        60_000,
        meteredJob(app.metrics, 'payment-sweep', () => expireStaleOrders(db, config.payments.pendingMinutes)),
      ).catch(jobFailed('payment sweep failed'));
    }, 60_000);
    paymentSweep.unref();
    app.addHook('onClose', async () => {
      await Promise.all([stopHousekeeping(), stopRetention()]);
      clearInterval(paymentSweep);
      await accountRequests.stop();
      await outbox.stop();
    });
  },
  { name: 'services', dependencies: ['context', 'metrics'] },
);
