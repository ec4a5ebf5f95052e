// Production e-mail: SMTP through nodemailer (SMTP_URL). Resilience: a slow or hung mail server must only
// delay mail, so every phase of a conversation has a time limit (nodemailer's defaults are 2 min to
// connect, 30 s for the greeting and 10 min of silence); the outbox worker adds an overall deadline.
import nodemailer from 'nodemailer';
import type { MessageTransport } from './mailer.ts';
import { inClientSpan } from '../../telemetry/spans.ts';

export interface SmtpTimeouts {
  /** Establishing the TCP (and TLS) connection, DNS included. */
  connectionMs: number;
  /** The server's 220 greeting after connecting. */
  greetingMs: number;
  /** Silence on an open connection at any later step. */
  socketMs: number;
}

export const defaultSmtpTimeouts: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
};

export function smtpTransport(
  url: string,
  from: string,
  timeouts: SmtpTimeouts = defaultSmtpTimeouts,
): MessageTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    name: 'smtp',
    channels: ['email'],
    async send(message) {
      // Operability: nodemailer has no OpenTelemetry instrumentation; the span carries no address or subject.
      await inClientSpan('smtp send', { 'server.address': smtpHost(url) }, () =>
        transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        }),
      );
    },
  };
}

/** The relay's host name only: SMTP_URL may carry a user and password. */
function smtpHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'smtp';
  }
}
