// Security hardening: with NODE_ENV=production the server used to start, without a word, with settings that fail
// customers silently: public demo accounts, e-mail marked sent and going nowhere, links to localhost, no
// virus scanning, payments on the Przelewy24 sandbox, SMS kept in the development mailbox. A production
// start now refuses each of them, named, in the one message of loadConfig.
//
// LOCAL_TRIAL=true (deploy/compose.yaml) runs the production image on this machine only: demo data, the
// sandbox, plain http and SMS in the outbox are then said at start instead of refused. It is itself refused
// unless PUBLIC_URL is http://localhost or 127.0.0.1, so a trial cannot be reached under a real address.
import type { Config } from './config.ts';
import type { SettingsReader } from './settings-reader.ts';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** scrypt at 2^15 is the documented production cost; fewer rounds make stolen hashes cheap to crack. */
export const MIN_PRODUCTION_PASSWORD_COST_LOG2 = 15;
const MIN_SESSION_SECRET_LENGTH = 32;

export function refuseUnsafeProduction(
  config: Config,
  settings: SettingsReader,
  { sendsSms }: { sendsSms: boolean | null },
): void {
  const publicUrl = settings.text('PUBLIC_URL');
  let trial = settings.flag('LOCAL_TRIAL', false);
  if (trial && !(publicUrl && LOCAL_ORIGIN.test(config.publicUrl))) {
    settings.refuse(
      'LOCAL_TRIAL=true needs PUBLIC_URL=http://localhost:<port> (or 127.0.0.1): a trial reachable under a real address is production',
    );
    trial = false;
  }
  /** Refused in production; said at every start of a local trial. */
  const unlessTrial = (problem: string) => (trial ? settings.warn(problem) : settings.refuse(problem));

  if (config.seedDemoData)
    unlessTrial(
      'SEED_DEMO_DATA=true adds the demo accounts, whose passwords are public (README) and printed at start',
    );
  if (config.devMailbox)
    settings.refuse(
      'DEV_MAILBOX=true is refused with NODE_ENV=production: the development mailbox shows every e-mail with its one-time links.',
    );

  if (!publicUrl) settings.refuse('PUBLIC_URL is not set: e-mailed links would point at http://localhost');
  else if (config.publicUrl.startsWith('http://'))
    unlessTrial(
      `PUBLIC_URL=${config.publicUrl} is not https: cookies would travel without Secure and HSTS would be off`,
    );

  if (!settings.text('SMTP_URL'))
    settings.refuse('SMTP_URL is not set: every e-mail would be marked sent and go nowhere');
  const from = settings.text('MAIL_FROM');
  if (!from) settings.refuse('MAIL_FROM is not set: mail would come from portal@localhost');
  else if (/@localhost>?\s*$/i.test(from))
    settings.refuse('MAIL_FROM is an address at localhost: relays refuse it and customers cannot answer it');

  if (!config.antivirus.clamdHost)
    settings.refuse(
      'CLAMD_HOST is not set: uploads would be checked for the EICAR test file only, not for viruses',
    );

  refuseUnsafePayments(config, settings, unlessTrial);
  refuseUnsentSms(config, settings, unlessTrial, sendsSms);

  if (config.auth.passwordCostLog2 < MIN_PRODUCTION_PASSWORD_COST_LOG2)
    settings.refuse(
      `PASSWORD_COST_LOG2=${config.auth.passwordCostLog2} is below ${MIN_PRODUCTION_PASSWORD_COST_LOG2}: password hashes would be cheap to crack`,
    );
  const sessionSecret = settings.text('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < MIN_SESSION_SECRET_LENGTH)
    settings.refuse(
      `SESSION_SECRET is shorter than ${MIN_SESSION_SECRET_LENGTH} characters (leave it unset to have one generated)`,
    );
}

function refuseUnsafePayments(
  config: Config,
  settings: SettingsReader,
  unlessTrial: (problem: string) => void,
): void {
  const { provider, przelewy24 } = config.payments;
  if (provider === 'simulator') {
    settings.refuse(
      'PAYMENT_PROVIDER=simulator: the simulated payment gateway is never used in production; set PAYMENT_PROVIDER=przelewy24',
    );
    return;
  }
  if (new URL(przelewy24.baseUrl).hostname.startsWith('sandbox.'))
    unlessTrial(
      `P24_BASE_URL=${przelewy24.baseUrl} is the Przelewy24 sandbox: nothing is paid there, yet invoices would be booked as paid`,
    );
  const missing = [
    ...(przelewy24.merchantId === 0 ? ['P24_MERCHANT_ID'] : []),
    ...(przelewy24.apiKey === '' ? ['P24_API_KEY'] : []),
    ...(przelewy24.crc === '' ? ['P24_CRC'] : []),
  ];
  if (missing.length > 0)
    unlessTrial(`Przelewy24 needs ${missing.join(', ')}: without them every payment fails`);
}

function refuseUnsentSms(
  config: Config,
  settings: SettingsReader,
  unlessTrial: (problem: string) => void,
  sendsSms: boolean | null,
): void {
  if (sendsSms === false) return;
  if (config.sms.provider === 'dev-mailbox')
    unlessTrial(
      'SMS_PROVIDER=dev-mailbox: the forms send SMS (catalog submission.smsPhone), and the development mailbox marks each one sent without sending it; set SMS_PROVIDER=smsapi and SMSAPI_TOKEN',
    );
  else if (config.sms.provider === 'none')
    settings.refuse(
      'SMS_PROVIDER=none, yet the forms send SMS (catalog submission.smsPhone): set SMS_PROVIDER=smsapi and SMSAPI_TOKEN, or remove smsPhone from the catalog',
    );
}
