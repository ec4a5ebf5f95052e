// Production SMS: SMSAPI.pl's REST API. POST {base}/sms.do with `Authorization: Bearer <token>`
// and a form body (to, message, from, format=json, encoding=utf-8); the answer is JSON: `{count, list}` when
// the gateway took the message, `{error, message}` with a numeric code when it did not (in a 200 answer as
// well as in a 4xx or 5xx one). Every failure throws, so the outbox keeps the message and tries again later
// (outbox.ts: up to 8 attempts with backoff); a gateway that never answers is given up after timeoutMs.
import type { MessageTransport } from '../mail/mailer.ts';

export interface SmsapiOptions {
  /** https://api.smsapi.pl (SMSAPI_URL); a fake server's address in tests. */
  baseUrl: string;
  /** An OAuth token of the SMSAPI account (SMSAPI_TOKEN). */
  token: string;
  /** A sender name registered in the account (SMSAPI_FROM); null: the account's default. */
  from: string | null;
  /** The whole exchange, connection and answer included. */
  timeoutMs?: number;
}

export const DEFAULT_SMSAPI_TIMEOUT_MS = 10_000;

/**
 * The recipient as SMSAPI takes it: digits with the country code. The forms ask for a Polish mobile
 * number (xxx-xxx-xxx), so nine digits get 48 in front; +48 and 0048 lose their prefix.
 */
export function smsapiNumber(phone: string): string {
  const digits = phone.replace(/[\s().-]/g, '').replace(/^(\+|00)/, '');
  if (!/^\d{9,15}$/.test(digits)) throw new Error('the recipient is not a phone number');
  return digits.length === 9 ? `48${digits}` : digits;
}

function gatewayError(parsed: unknown): string {
  if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return '';
  const { error, message } = parsed as { error: unknown; message?: unknown };
  return `error ${String(error)}${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`;
}

export function smsapiTransport({
  baseUrl,
  token,
  from,
  timeoutMs = DEFAULT_SMSAPI_TIMEOUT_MS,
}: SmsapiOptions): MessageTransport {
  const endpoint = `${baseUrl.replace(/\/$/, '')}/sms.do`;
  return {
    name: 'smsapi',
    channels: ['sms'],
    async send(message) {
      const body = new URLSearchParams({
        to: smsapiNumber(message.to),
        message: message.text,
        ...(from ? { from } : {}),
        format: 'json',
        encoding: 'utf-8',
      });
      const signal = AbortSignal.timeout(timeoutMs);
      let status: number;
      let text: string;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body,
          signal,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        if (signal.aborted) throw new Error(`SMSAPI did not answer within ${timeoutMs} ms`);
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
        throw new Error(`SMSAPI unreachable${cause ? `: ${cause}` : ''}`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(`SMSAPI answered HTTP ${status} with no JSON`);
      }
      const refusal = gatewayError(parsed);
      if (status < 200 || status > 299)
        throw new Error(`SMSAPI answered HTTP ${status}${refusal ? ` (${refusal})` : ''}`);
      if (refusal) throw new Error(`SMSAPI refused the message: ${refusal}`);
      const { count } = parsed as { count?: unknown };
      if (typeof count !== 'number' || count < 1) throw new Error('SMSAPI took no message');
    },
  };
}
