// A complete production environment (README "Configuration"): every setting a production start requires,
// with values of the right shape. Tests take one setting away or spoil it to see the start refused.
import { fileURLToPath } from 'node:url';

export const productionEnvironment: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.osd.example.pl',
  DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
  SMTP_URL: 'smtp://relay.internal:587',
  MAIL_FROM: 'Portal Klienta OSD <portal@osd.example.pl>',
  CLAMD_HOST: 'clamav.internal',
  PAYMENT_PROVIDER: 'przelewy24',
  P24_MERCHANT_ID: '123456',
  P24_API_KEY: 'p24-api-key',
  P24_CRC: 'p24-crc-key',
  SMS_PROVIDER: 'smsapi',
  SMSAPI_TOKEN: 'smsapi-token',
  SMSAPI_FROM: 'OSD',
  OPERATOR_NAME: 'Energa-Operator SA',
  OPERATOR_ADDRESS: 'Energa-Operator SA | ul. Marynarki Polskiej 130 | 80-557 Gdańsk',
  OPERATOR_EMAIL: 'mikroinstalacje@operator.pl',
  OPERATOR_BANK_ACCOUNT: '61109010140000071219812874',
  // Data lifecycle: the operator's own texts (a test copy; the samples in apps/api/operator-documents are refused).
  OPERATOR_DOCUMENTS_DIR: fileURLToPath(new URL('./operator-documents', import.meta.url)),
};

/** The production environment with some settings changed; undefined removes one. */
export function productionWith(changes: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = { ...productionEnvironment };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}
