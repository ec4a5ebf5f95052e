// The development mailbox: every e-mail and SMS the portal sent, with clickable links, so a new user can
// confirm an application or reset a password on their own machine. It shows everyone's one-time links, so
// it is served only when DEV_MAILBOX=true and never in production (config.ts).
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { DbId } from '@portal/api-contract';
import { z } from '../lib/html.ts';
import { findMessage, recentMessages } from '../outbox/outbox-message-repository.ts';

const page = (title: string, body: string) => `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${z(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:0;background:#f3f5f8;color:#1a2433}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:1.5rem}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #dde3ea;vertical-align:top}
a{color:#0b3a6f}.muted{color:#4a5568;font-size:.875rem}pre{white-space:pre-wrap;background:#fff;padding:16px;border-radius:8px}
.notice{background:#fff7e0;border:1px solid #e0b84c;padding:12px 16px;border-radius:8px;margin-bottom:16px}
</style></head><body><main>${body}</main></body></html>`;

const linkify = (text: string) =>
  z(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

const devMailbox: FastifyPluginAsync = async (app) => {
  app.get('/dev/poczta', async (_request, reply) => {
    const rows = await recentMessages(app.db, 100);
    const list = rows.length
      ? `<table><thead><tr><th scope="col">Data</th><th scope="col">Kanał</th><th scope="col">Odbiorca</th><th scope="col">Temat</th><th scope="col">Stan</th></tr></thead><tbody>
${rows
  .map(
    (
      r,
    ) => `<tr><td class="muted">${z(r.created_at.toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' }))}</td>
<td>${r.channel === 'email' ? 'e-mail' : 'SMS'}</td><td>${z(r.recipient)}</td>
<td><a href="/dev/poczta/${r.id}">${z(r.subject || r.body_text.slice(0, 60))}</a></td><td>${z(r.status)}</td></tr>`,
  )
  .join('\n')}</tbody></table>`
      : '<p>Brak wysłanych wiadomości.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        page(
          'Poczta deweloperska',
          `<h1>Poczta deweloperska</h1><p class="notice">Ta strona działa tylko poza środowiskiem produkcyjnym, gdy włączono DEV_MAILBOX. Pokazuje wiadomości e-mail i SMS wysłane przez portal.</p>${list}`,
        ),
      );
  });

  app.get<{ Params: { id: number } }>(
    '/dev/poczta/:id',
    { schema: { params: Type.Object({ id: DbId() }) } },
    async (request, reply) => {
      const row = await findMessage(app.db, request.params.id);
      if (!row)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(
            page(
              'Nie znaleziono',
              '<h1>Nie ma takiej wiadomości</h1><p><a href="/dev/poczta">Wróć do listy</a></p>',
            ),
          );
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          page(
            row.subject || 'SMS',
            `<p><a href="/dev/poczta">← Wszystkie wiadomości</a></p><h1>${z(row.subject || 'SMS')}</h1>
<p class="muted">Do: ${z(row.recipient)} · ${row.channel === 'email' ? 'e-mail' : 'SMS'}</p>
<pre>${linkify(row.body_text)}</pre>`,
          ),
        );
    },
  );
};

export default devMailbox;
