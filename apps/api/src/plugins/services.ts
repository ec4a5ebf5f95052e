// The external services behind adapters (architecture.md "Real parts"), chosen by configuration and
// decorated onto the instance: captcha, outgoing messages.
import fp from 'fastify-plugin';
import type { CaptchaVerifier } from '../adapters/captcha/captcha.ts';
import { altchaVerifier } from '../adapters/captcha/altcha.ts';
import { recaptchaVerifier } from '../adapters/captcha/recaptcha.ts';
import { devMailbox, type MessageTransport } from '../adapters/mail/mailer.ts';
import { smtpTransport } from '../adapters/mail/smtp.ts';
import { startOutboxWorker, type OutboxWorker } from '../outbox/outbox.ts';
import { removeExpired } from '../lib/housekeeping.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaVerifier;
    outbox: OutboxWorker;
  }
}

export interface ServiceOverrides {
  captcha?: CaptchaVerifier;
  transports?: MessageTransport[];
}

export default fp<ServiceOverrides>(
  async (app, overrides) => {
    const { config, db, secret } = app;
    const captcha =
      overrides.captcha ??
      (config.captcha.provider === 'recaptcha'
        ? recaptchaVerifier({
            secretKey: config.captcha.recaptchaSecret,
            ...(config.captcha.recaptchaVerifyUrl ? { verifyUrl: config.captcha.recaptchaVerifyUrl } : {}),
          })
        : altchaVerifier(db, { secret, maxNumber: config.captcha.altchaMaxNumber }));
    // SMS has no production provider configured yet: it stays in the outbox for the dev mailbox.
    const transports =
      overrides.transports ??
      (config.mail.smtpUrl ? [smtpTransport(config.mail.smtpUrl, config.mail.from), devMailbox] : [devMailbox]);
    const outbox = startOutboxWorker(db, transports, config.outboxIntervalMs, (error) =>
      app.log.error({ err: error }, 'outbox delivery failed'),
    );
    app.decorate('captcha', captcha);
    app.decorate('outbox', outbox);
    const housekeeping = setInterval(() => {
      removeExpired(db).catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    }, 3_600_000);
    housekeeping.unref();
    app.addHook('onClose', async () => {
      clearInterval(housekeeping);
      await outbox.stop();
    });
  },
  { name: 'services', dependencies: ['context'] },
);
