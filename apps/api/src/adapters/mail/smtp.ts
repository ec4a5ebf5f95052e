// Production e-mail: SMTP through nodemailer (SMTP_URL). Issue #14: a slow or hung mail server must only
// delay mail, so every phase of a conversation has a time limit (nodemailer's defaults are 2 min to
// connect, 30 s for the greeting and 10 min of silence); the outbox worker adds an overall deadline.
import nodemailer from 'nodemailer';
import type { MessageTransport } from './mailer.ts';

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
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}
