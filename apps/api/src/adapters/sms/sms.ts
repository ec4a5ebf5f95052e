// The SMS transport SMS_PROVIDER chooses: the embedded default keeps every SMS in the outbox,
// where the development mailbox shows it (and marks it sent without sending it: never in production while a
// form sends SMS, config.ts); SMSAPI.pl sends it; none leaves the SMS channel without a transport, so an SMS
// queued anyway waits in the outbox rather than pass for sent.
import type { Config } from '../../config.ts';
import { devMailboxTransport, type MessageTransport } from '../mail/mailer.ts';
import { smsapiTransport } from './smsapi.ts';

export function smsTransport(sms: Config['sms']): MessageTransport | null {
  switch (sms.provider) {
    case 'smsapi':
      return smsapiTransport(sms.smsapi);
    case 'dev-mailbox':
      return devMailboxTransport(['sms']);
    case 'none':
      return null;
  }
}
