// Outgoing e-mail and SMS. The embedded default keeps messages for the development mailbox page
// (/dev/poczta); SMTP (nodemailer) is used when SMTP_URL is set. SMS has the same shape (adapters/sms).
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MessageTransport {
  /** Recorded on the outbox row, e.g. 'dev-mailbox' or 'smtp'. */
  readonly name: string;
  readonly channels: ReadonlyArray<OutgoingMessage['channel']>;
  send(message: OutgoingMessage): Promise<void>;
}

/** Keeps the message where it is: the outbox row itself is the development mailbox's content. */
export function devMailboxTransport(channels: ReadonlyArray<OutgoingMessage['channel']>): MessageTransport {
  return { name: 'dev-mailbox', channels, async send() {} };
}

export const devMailbox = devMailboxTransport(['email', 'sms']);
