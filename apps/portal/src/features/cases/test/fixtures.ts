// Case data for stories and tests, in the shapes of @portal/api-contract.
import type { IssueDetails, IssueListItem, IssueListResponse } from '@portal/api-contract';

const types = ['Przyłączenie do sieci', 'Mikroinstalacja', 'Usunięcie kolizji'] as const;
const statuses = [
  'Zgłoszenie',
  'W realizacji',
  'Zgłoszenie przyjęte',
  'Oczekuje na uzupełnienie dokumentów',
] as const;
const towns = ['05-500 Piaseczno', '05-092 Łomianki', '05-800 Pruszków'] as const;

/** Today in the stories: the date filter's bounds are computed from it. */
export const storyToday = new Date('2026-05-20T12:00:00+02:00');

export function listItem(index: number, overrides: Partial<IssueListItem> = {}): IssueListItem {
  const day = new Date(storyToday.getTime() - (index * 9 + 1) * 86_400_000);
  return {
    id: index + 1,
    number: `PP/2026/${String(1001 + index * 7).padStart(5, '0')}`,
    barcode: `59${String(1000000000 + index * 7919).padStart(10, '0')}`,
    registrationDate: day.toISOString(),
    client: 'Jan Kowalski',
    address: `ul. Lipowa ${index + 1}, ${towns[index % towns.length]}`,
    type: types[index % types.length]!,
    status: statuses[index % statuses.length]!,
    statusDescription: null,
    notification: index % 5 === 1 ? 'Prosimy o uzupełnienie dokumentu potwierdzającego tytuł prawny.' : null,
    recent: index < 2,
    ...overrides,
  };
}

export function statusesByTypeOf(issues: readonly IssueListItem[]): Record<string, string[]> {
  const byType: Record<string, Set<string>> = { _all: new Set() };
  for (const { type, status } of issues) {
    (byType[type] ??= new Set()).add(status);
    byType._all!.add(status);
  }
  return Object.fromEntries(
    Object.entries(byType).map(([type, set]) => [type, [...set].sort((a, b) => a.localeCompare(b, 'pl'))]),
  );
}

export function listResponse(count: number): IssueListResponse {
  const issues = Array.from({ length: count }, (_, index) => listItem(index));
  return {
    issues,
    notifications: issues.filter((issue) => issue.notification).length,
    statusesByType: statusesByTypeOf(issues),
  };
}

export function issueDetails(overrides: Partial<IssueDetails> = {}): IssueDetails {
  return {
    ...listItem(1),
    status: 'W realizacji',
    properties: [
      { key: 'caseNumber', label: 'Numer sprawy', value: 'PP/2026/01008' },
      { key: 'barcode', label: 'Numer kodu kreskowego', value: '591000007919' },
      { key: 'status', label: 'Status', value: 'W realizacji' },
      { key: 'receivedDate', label: 'Data wpływu do OSD', value: '2026-05-10' },
      { key: 'responseDeadline', label: 'Termin udzielenia odpowiedzi', value: '2026-06-09' },
      { key: 'clientName', label: 'Nazwa klienta', value: 'Jan Kowalski' },
      { key: 'connectionAddress', label: 'Adres przyłączenia', value: 'ul. Lipowa 2, 05-092 Łomianki' },
      { key: 'requestedPower', label: 'Moc wnioskowana', value: '11 kW' },
      { key: null, label: 'Numer PPE', value: '590000000000000123' },
    ],
    contact: {
      name: 'Katarzyna Wiśniewska',
      phone: '22 555-12-34',
      email: 'k.wisniewska@osd.example.com',
      qrcode:
        'BEGIN:VCARD\nVERSION:3.0\nFN:Katarzyna Wiśniewska\nTEL:22 555-12-34\nEMAIL:k.wisniewska@osd.example.com\nEND:VCARD',
    },
    documents: Array.from({ length: 5 }, (_, index) => ({
      id: 100 + index,
      barcode: index === 0 ? null : `DOK0000${index}`,
      status: index === 0 ? 'Przekazano do realizacji' : 'Rozpatrzono',
      registrationDate: new Date(Date.UTC(2026, 4, 15 - index * 2, 10)).toISOString(),
      responseDate: index === 0 ? null : new Date(Date.UTC(2026, 4, 18 - index * 2, 10)).toISOString(),
      // Customer journeys: the newest is a letter the customer sent (no barcode yet).
      ...(index === 0
        ? {
            sentLetter: {
              text: 'W załączeniu przesyłam podpisaną umowę o przyłączenie oraz aktualny wypis z księgi wieczystej działki. Proszę o potwierdzenie ich otrzymania i informację o dalszych krokach.',
              files: [
                { name: 'umowa-podpisana.pdf', size: 245_760 },
                { name: 'wypis KW.jpg', size: 1_887_437 },
              ],
            },
          }
        : {}),
    })),
    history: [
      { date: '2026-05-12T08:00:00.000Z', value: 'W realizacji', description: null },
      { date: '2026-05-11T08:00:00.000Z', value: 'Zgłoszenie przyjęte', description: 'Komplet dokumentów' },
      {
        date: '2026-05-10T08:00:00.000Z',
        value: 'Zgłoszenie',
        description: 'Wniosek zarejestrowany w systemie OSD',
      },
      { date: '2026-05-09T08:00:00.000Z', value: 'Wniosek złożony', description: 'Przez portal' },
    ],
    noLetter: false,
    ...overrides,
  };
}
