// The operator's e-mail layout: Polish, HTML and plain text from one source.
import { z as escape } from '../lib/html.ts';
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '—',
    'Portal Klienta — Operator Systemu Dystrybucyjnego',
    'Ta wiadomość została wysłana automatycznie, prosimy na nią nie odpowiadać.',
  ].join('\n');

  const html = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>${escape(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f5f8;font-family:Arial,Helvetica,sans-serif;color:#1a2433">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-weight:bold;color:#0b3a6f">Portal Klienta</p>
<h1 style="font-size:20px;margin:0 0 16px">${escape(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 16px">${escape(p)}</p>`).join('\n')}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escape(content.action.url)}" style="background:#0b3a6f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escape(content.action.label)}</a></p>
<p style="font-size:13px;color:#4a5568;word-break:break-all">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki: ${escape(content.action.url)}</p>`
    : ''
}
${content.footnote ? `<p style="font-size:13px;color:#4a5568">${escape(content.footnote)}</p>` : ''}
<p style="font-size:12px;color:#718096;margin-top:32px">Ta wiadomość została wysłana automatycznie, prosimy na nią nie odpowiadać.</p>
</td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
