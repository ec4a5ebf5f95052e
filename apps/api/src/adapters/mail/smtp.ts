import nodemailer from 'nodemailer';
import type { MessageTransport } from './mailer.ts';

export function smtpTransport(url: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport(url);
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
