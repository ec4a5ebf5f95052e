import { durationText } from '@portal/validation/format';
import type { Database } from '../db/database.ts';
import { renderMail } from '../mail/layout.ts';
import { enqueue } from '../outbox/outbox-message-repository.ts';

function link(publicUrl: string, path: string, params: Record<string, string>): string {
  return `${publicUrl}${path}?${new URLSearchParams(params).toString()}`;
}

export async function queueResetMail(
  db: Database,
  publicUrl: string,
  email: string,
  token: string,
  hours: number,
) {
  const mail = renderMail({
    subject: 'Ustaw nowe hasło w Portalu Klienta',
    heading: 'Ustawienie nowego hasła',
    paragraphs: [
      'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Portalu Klienta.',
      `Link jest ważny przez ${durationText(hours, 'hours')} i można go użyć tylko raz. Ustawienie nowego hasła odblokowuje też zablokowane konto.`,
    ],
    action: { label: 'Ustaw nowe hasło', url: link(publicUrl, '/konto/resetuj', { email, token }) },
    footnote: 'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość — hasło pozostanie bez zmian.',
  });
  await enqueue(db, { channel: 'email', to: email, ...mail });
}

export async function queueActivationMail(
  db: Database,
  publicUrl: string,
  email: string,
  token: string,
  days: number,
) {
  const mail = renderMail({
    subject: 'Aktywuj konto w Portalu Klienta',
    heading: 'Twoje konto zostało założone',
    paragraphs: [
      'Wniosek o rejestrację konta w Portalu Klienta został zweryfikowany pozytywnie.',
      `Aby zacząć korzystać z konta, ustaw hasło. Link jest ważny przez ${durationText(days, 'days')}.`,
    ],
    action: { label: 'Aktywuj konto', url: link(publicUrl, '/konto/aktywuj', { email, token }) },
  });
  await enqueue(db, { channel: 'email', to: email, ...mail });
}

/** Resilience: a locked customer can lift the lock from this e-mail, without having to change the password. */
export async function queueUnlockMail(
  db: Database,
  publicUrl: string,
  email: string,
  token: string,
  { hours, failures }: { hours: number; failures: number },
) {
  const mail = renderMail({
    subject: 'Twoje konto w Portalu Klienta zostało zablokowane',
    heading: 'Konto zablokowane',
    paragraphs: [
      `Po ${failures} nieudanych próbach logowania zablokowaliśmy Twoje konto w Portalu Klienta, aby nikt nie odgadł hasła.`,
      `Jeśli to Ty, odblokuj konto przyciskiem poniżej. Link jest ważny przez ${durationText(hours, 'hours')} i można go użyć tylko raz. Jeśli nie pamiętasz hasła, ustaw nowe — to również odblokowuje konto.`,
    ],
    action: { label: 'Odblokuj konto', url: link(publicUrl, '/konto/odblokuj', { email, token }) },
    footnote:
      'Jeśli to nie Ty próbowałeś się zalogować, ktoś mógł zgadywać Twoje hasło. Po odblokowaniu zmień je na takie, którego nie używasz w innych serwisach.',
  });
  await enqueue(db, { channel: 'email', to: email, ...mail });
}
