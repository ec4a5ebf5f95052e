import type { Database } from '../db/database.ts';
import { renderMail } from '../mail/layout.ts';
import { enqueue } from '../outbox/outbox.ts';

export function confirmationLink(publicUrl: string, token: string, registration: boolean): string {
  const query = new URLSearchParams({ token, ...(registration ? { account: 'true' } : {}) });
  return `${publicUrl}/wniosek/potwierdz?${query.toString()}`;
}

/** applications-spec §1: confirmation by a link valid 24 hours; status changes by SMS when a phone is given. */
export async function queueConfirmationMessages(
  db: Database,
  { publicUrl, email, phone, token, number, formTitle, registration }: {
    publicUrl: string;
    email: string;
    phone: string | null;
    token: string;
    number: string;
    formTitle: string;
    registration: boolean;
  },
): Promise<void> {
  const mail = renderMail({
    subject: registration ? `Potwierdź wniosek o rejestrację konta ${number}` : `Potwierdź wysłanie wniosku ${number}`,
    heading: registration ? 'Potwierdź wniosek o rejestrację konta' : 'Potwierdź wysłanie wniosku',
    paragraphs: [
      `Otrzymaliśmy wniosek „${formTitle}” o numerze ${number}.`,
      'Aby przekazać go do realizacji, potwierdź jego wysłanie, klikając w link poniżej. Link jest ważny przez 24 godziny. Wniosek niepotwierdzony w tym czasie nie zostanie rozpatrzony.',
      registration
        ? 'Po potwierdzeniu zweryfikujemy wniosek w ciągu 7 dni roboczych i wyślemy link do aktywacji konta.'
        : 'Po potwierdzeniu zweryfikujemy wniosek w ciągu 3 dni roboczych.',
    ],
    action: { label: 'Potwierdzam wysłanie wniosku', url: confirmationLink(publicUrl, token, registration) },
    footnote: 'Jeśli to nie Ty wysłałeś ten wniosek, zignoruj tę wiadomość.',
  });
  await enqueue(db, { channel: 'email', to: email, ...mail });
  if (phone) {
    await enqueue(db, {
      channel: 'sms',
      to: phone,
      subject: '',
      text: `OSD: przyjęliśmy wniosek ${number}. Potwierdź go linkiem z e-maila (ważny 24 h). O zmianach statusu poinformujemy SMS-em.`,
    });
  }
}
