import type { Database } from '../db/database.ts';
import { renderMail } from '../mail/layout.ts';
import { enqueue } from '../outbox/outbox.ts';

function link(publicUrl: string, path: string, params: Record<string, string>): string {
  return `${publicUrl}${path}?${new URLSearchParams(params).toString()}`;
}

export async function queueResetMail(db: Database, publicUrl: string, email: string, token: string, hours: number) {
  const mail = renderMail({
    subject: 'Ustaw nowe hasło w Portalu Klienta',
    heading: 'Ustawienie nowego hasła',
    paragraphs: [
      'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Portalu Klienta.',
      `Link jest ważny przez ${hours} godz. i można go użyć tylko raz. Ustawienie nowego hasła odblokowuje też zablokowane konto.`,
    ],
    action: { label: 'Ustaw nowe hasło', url: link(publicUrl, '/konto/resetuj', { email, token }) },
    footnote: 'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość — hasło pozostanie bez zmian.',
  });
  await enqueue(db, { channel: 'email', to: email, ...mail });
}

export async function queueActivationMail(db: Database, publicUrl: string, email: string, token: string, days: number) {
  const mail = renderMail({
    subject: 'Aktywuj konto w Portalu Klienta',
    heading: 'Twoje konto zostało założone',
    paragraphs: [
      'Wniosek o rejestrację konta w Portalu Klienta został zweryfikowany pozytywnie.',
      `Aby zacząć korzystać z konta, ustaw hasło. Link jest ważny przez ${days} dni.`,
    ],
    action: { label: 'Aktywuj konto', url: link(publicUrl, '/konto/aktywuj', { email, token }) },
  });
  await enqueue(db, { channel: 'email', to: email, ...mail });
}
