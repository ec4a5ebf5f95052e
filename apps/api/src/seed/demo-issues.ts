// Demo cases (issue "Cases"): about 25 open and 10 historical for the first demo customer, across the
// case types and every status of portal-spec §4, some with notifications, some recent, with contacts,
// documents and histories; the business customer and the 2FA customer get their own (isolation).
import { IssueStatus } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import { upsertIssue } from '../issues/upsert-issue.ts';
import { dateHistoryEntries, insertHistoryEntry, insertIssueDocument } from '../issues/issue-repository.ts';
import type { DemoSeeder } from './demo.ts';

const types = [
  'Przyłączenie do sieci',
  'Zwiększenie mocy przyłączeniowej',
  'Mikroinstalacja',
  'Usunięcie kolizji',
  'Przyłączenie tymczasowe',
  'Usługa techniczna',
  'Inwentaryzacja sieci',
];
const openStatuses = [
  IssueStatus.submitted,
  IssueStatus.inProgress,
  IssueStatus.accepted,
  'Oczekuje na uzupełnienie dokumentów',
  'Przygotowanie umowy',
];
const streets = [
  'ul. Lipowa',
  'ul. Polna',
  'ul. Słoneczna',
  'ul. Leśna',
  'ul. Ogrodowa',
  'ul. Kwiatowa',
  'ul. Szkolna',
  'ul. Długa',
];
const cities = ['05-500 Piaseczno', '05-092 Łomianki', '05-800 Pruszków', '96-300 Żyrardów', '05-400 Otwock'];
const contacts = [
  { name: 'Katarzyna Wiśniewska', phone: '22 555-12-34', email: 'k.wisniewska@osd.example.com' },
  { name: 'Marek Zieliński', phone: '22 555-43-21', email: 'm.zielinski@osd.example.com' },
  { name: 'Agnieszka Lewandowska', phone: '601-222-333', email: 'a.lewandowska@osd.example.com' },
];
const notifications = [
  'Prosimy o uzupełnienie dokumentu potwierdzającego tytuł prawny do nieruchomości.',
  'Umowa o przyłączenie jest gotowa do podpisu. Podpisz ją w ciągu 14 dni.',
  'Termin odbioru technicznego: prosimy o kontakt z opiekunem sprawy.',
];

/** A small deterministic generator, so every first start gets the same demo data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Plan {
  email: string;
  prefix: string;
  client: string;
  open: number;
  historical: number;
  seed: number;
}

async function seedCustomerIssues(db: Database, plan: Plan): Promise<void> {
  const next = random(plan.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const now = Date.now();
  const total = plan.open + plan.historical;
  for (let i = 0; i < total; i++) {
    const historical = i >= plan.open;
    // Guarantee every status of the timeline table appears at least once.
    const status = historical
      ? i % 2 === 0
        ? IssueStatus.completed
        : IssueStatus.canceled
      : i < openStatuses.length
        ? openStatuses[i]!
        : pick(openStatuses);
    // Dates are relative to the day the database is seeded, so the demo stays plausible whenever it starts.
    const daysAgo = i < 3 && !historical ? i * 3 + 1 : Math.floor(20 + next() * 520);
    const registered = new Date(now - daysAgo * 86_400_000);
    const type = i < types.length ? types[i]! : pick(types);
    const number = `${plan.prefix}/${registered.getFullYear()}/${String(1000 + i * 7 + plan.seed).padStart(5, '0')}`;
    const address = `${pick(streets)} ${Math.floor(1 + next() * 120)}, ${pick(cities)}`;
    const power = `${[5, 7, 11, 15, 22, 30, 40, 55][Math.floor(next() * 8)]} kW`;
    const contact = next() < 0.8 ? pick(contacts) : null;
    const { id } = await upsertIssue(db, {
      number,
      barcode: `59${String(Math.floor(next() * 1e10)).padStart(10, '0')}`,
      type,
      status,
      statusDescription: status === IssueStatus.canceled ? 'Anulowano na wniosek klienta' : null,
      client: plan.client,
      address,
      registrationDate: registered.toISOString(),
      properties: {
        responseDeadline: new Date(registered.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
        requestedPower: power,
        documentsFiledDate: registered.toISOString().slice(0, 10),
        objectType: pick([
          'Budynek mieszkalny jednorodzinny',
          'Lokal usługowy',
          'Budowa',
          'Stacja ładowania pojazdów elektrycznych',
        ]),
        ...(status === 'Przygotowanie umowy' || historical
          ? { contractStatus: historical ? 'Zrealizowana' : 'W przygotowaniu' }
          : {}),
        ...(historical
          ? {
              contractSigningDate: new Date(
                Math.min(registered.getTime() + 45 * 86_400_000, now - 86_400_000),
              )
                .toISOString()
                .slice(0, 10),
              investmentStatus: 'Zakończona',
            }
          : {}),
      },
      extraProperties:
        i % 5 === 0
          ? [{ label: 'Numer PPE', value: `590${String(Math.floor(next() * 1e15)).padStart(15, '0')}` }]
          : [],
      contact,
      notification: !historical && i % 6 === 1 ? pick(notifications) : null,
      recent: !historical && daysAgo <= 14,
      noLetter: i % 9 === 8,
      customerEmail: plan.email,
    });
    // A realistic history: filed, then the steps to the current status.
    const steps = historical
      ? [IssueStatus.submitted, IssueStatus.inProgress]
      : status === IssueStatus.submitted
        ? []
        : [IssueStatus.submitted];
    // The steps share the days between filing and today (a case filed yesterday cannot have moved on a
    // week later): step k of n is at k/(n+1) of the way, the current status at the end, never after now.
    const span = now - registered.getTime();
    const stepAt = (k: number, n: number) =>
      new Date(registered.getTime() + Math.floor((span * k) / (n + 1)));
    for (const [index, value] of steps.entries()) {
      await insertHistoryEntry(db, {
        issue_id: id,
        date: index === 0 ? registered : stepAt(index, steps.length + 1),
        value,
        description: index === 0 ? 'Wniosek zarejestrowany w systemie OSD' : null,
      });
    }
    await dateHistoryEntries(
      db,
      id,
      status,
      steps.length === 0 ? registered : stepAt(steps.length + 1, steps.length + 1),
    );
    const documentCount = Math.floor(next() * 5);
    for (let d = 0; d < documentCount; d++) {
      const filed = new Date(registered.getTime() + (d + 1) * 5 * 86_400_000);
      // No document registered after today, nor answered after today.
      if (filed.getTime() > now) break;
      await insertIssueDocument(db, {
        issue_id: id,
        barcode: `DOK${String(Math.floor(next() * 1e8)).padStart(8, '0')}`,
        status: d === documentCount - 1 && !historical ? 'W trakcie rozpatrywania' : 'Rozpatrzono',
        registration_date: filed,
        response_date:
          (d === documentCount - 1 && !historical) || filed.getTime() + 7 * 86_400_000 > now
            ? null
            : new Date(filed.getTime() + 7 * 86_400_000),
        source: 'operator',
        message: null,
        collected_at: filed,
      });
    }
  }
}

export const demoIssuesSeeder: DemoSeeder = {
  name: 'issues',
  async run(db) {
    await seedCustomerIssues(db, {
      email: 'jan.kowalski@example.com',
      prefix: 'PP',
      client: 'Jan Kowalski',
      open: 25,
      historical: 10,
      seed: 1,
    });
    await seedCustomerIssues(db, {
      email: 'biuro@energobud.example.com',
      prefix: 'PB',
      client: 'Energo-Bud sp. z o.o.',
      open: 8,
      historical: 3,
      seed: 2,
    });
    await seedCustomerIssues(db, {
      email: 'anna.nowak@example.com',
      prefix: 'PA',
      client: 'Anna Nowak',
      open: 3,
      historical: 1,
      seed: 3,
    });
  },
};
