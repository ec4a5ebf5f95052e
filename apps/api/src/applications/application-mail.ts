import type { ComputedValue } from '@portal/validation';
import type { Database } from '../db/database.ts';
import { renderMail } from '../mail/layout.ts';
import type { OperatorConfig } from '@portal/form-pdf/operator';
import { enqueue } from '../outbox/outbox-message-repository.ts';

/** The computing keyword of the advance on the connection fee (applications-spec §9). */
export const ADVANCE_KEYWORD = 'connectionAdvance';

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const iso = date.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

/**
 * What the form computed from the answers, in the words the wizard's summary used (the same validator run's
 * values, `describeComputed`), and for the advance where and by when to pay it (applications-spec §9: within
 * 14 days of filing; the application is not processed without it).
 */
export function computedParagraphs(
  computed: readonly ComputedValue[],
  {
    number,
    filedOn,
    operator,
  }: { number: string; filedOn: string; operator: Pick<OperatorConfig, 'name' | 'bankAccount'> },
): string[] {
  return computed.flatMap((value) => {
    const line = `${value.label}: ${value.text}.`;
    if (value.keyword !== ADVANCE_KEYWORD) return [line];
    const dueDays = typeof value.value.dueDays === 'number' ? value.value.dueDays : 14;
    return [
      line,
      `Wpłać zaliczkę do ${addDays(filedOn, dueDays)} na rachunek ${operator.bankAccount} (odbiorca: ${operator.name}), w tytule przelewu podaj numer wniosku ${number}. Bez zaliczki wniosek nie zostanie rozpatrzony.`,
    ];
  });
}

export function confirmationLink(publicUrl: string, token: string, registration: boolean): string {
  const query = new URLSearchParams({ token, ...(registration ? { account: 'true' } : {}) });
  return `${publicUrl}/wniosek/potwierdz?${query.toString()}`;
}

/** applications-spec §1: confirmation by a link valid 24 hours; status changes by SMS when a phone is given. */
export async function queueConfirmationMessages(
  db: Database,
  {
    publicUrl,
    email,
    phone,
    token,
    number,
    formTitle,
    registration,
    computed = [],
    filedOn,
    operator,
  }: {
    publicUrl: string;
    email: string;
    phone: string | null;
    token: string;
    number: string;
    formTitle: string;
    registration: boolean;
    /** Values the form computed from the application (e.g. the advance), from the server's validation. */
    computed?: readonly ComputedValue[];
    /** 'YYYY-MM-DD' in Warsaw, for the advance's due date. */
    filedOn: string;
    operator: Pick<OperatorConfig, 'name' | 'bankAccount'>;
  },
): Promise<void> {
  const mail = renderMail({
    subject: registration
      ? `Potwierdź wniosek o rejestrację konta ${number}`
      : `Potwierdź wysłanie wniosku ${number}`,
    heading: registration ? 'Potwierdź wniosek o rejestrację konta' : 'Potwierdź wysłanie wniosku',
    paragraphs: [
      `Otrzymaliśmy wniosek „${formTitle}” o numerze ${number}.`,
      ...computedParagraphs(computed, { number, filedOn, operator }),
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
