// Data lifecycle: the accessibility statement (deklaracja dostępności, ustawa z 4 kwietnia 2019 r. o dostępności
// cyfrowej stron internetowych i aplikacji mobilnych podmiotów publicznych), in the structure of the
// official template. Generated, not written: what was checked comes from the portal's own axe run
// (accessibility-report.json, written by `pnpm accessibility:report` from the every-screen journey), what is
// known not to be accessible from accessibility-known-gaps.json, and who to contact and the dates from the
// operator's documents (operator-documents.ts). With any known gap the portal is "częściowo zgodna".
import { readFileSync } from 'node:fs';
import type { AccessibilityStatementData } from './operator-documents.ts';

export interface AccessibilityReport {
  readonly checkedAt: string;
  readonly axeCore: string;
  readonly rules: readonly string[];
  readonly widths: readonly number[];
  readonly screens: readonly { name: string; description: string }[];
  readonly violations: number;
}

export interface KnownGap {
  readonly title: string;
  readonly description: string;
  readonly alternative?: string;
}

export interface StatementSources {
  readonly entity: string;
  readonly publicUrl: string;
  readonly operator: AccessibilityStatementData;
  readonly report: AccessibilityReport;
  readonly gaps: readonly KnownGap[];
}

// Each URL is written out whole: the API's build copies the files so named beside its bundle.
function readJson<T>(file: URL): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The committed report and gaps (both change only with the code, so they are read once). */
export function committedAccessibilityFindings(): { report: AccessibilityReport; gaps: readonly KnownGap[] } {
  return {
    report: readJson<AccessibilityReport>(new URL('./accessibility-report.json', import.meta.url)),
    gaps: readJson<{ gaps: KnownGap[] }>(new URL('./accessibility-known-gaps.json', import.meta.url)).gaps,
  };
}

/** YYYY-MM-DD as the portal prints dates, DD.MM.YYYY. */
function polishDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

function plural(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (count === 1) return one;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
}

export function accessibilityStatementMarkdown({
  entity,
  publicUrl,
  operator,
  report,
  gaps,
}: StatementSources): string {
  const compliant = gaps.length === 0 && report.violations === 0;
  const reviewedAt = [operator.updatedAt, report.checkedAt].sort().at(-1)!;
  const screens = report.screens.length;
  const { contact } = operator;
  const phoneHref = contact.phone.replace(/\s/g, '');
  const lines = [
    `${entity} zobowiązuje się zapewnić dostępność swojej strony internetowej zgodnie z ustawą z dnia 4 kwietnia 2019 r. o dostępności cyfrowej stron internetowych i aplikacji mobilnych podmiotów publicznych. Deklaracja dostępności dotyczy strony internetowej Portal Klienta pod adresem ${publicUrl}.`,
    '',
    `- Data publikacji strony internetowej: ${polishDate(operator.publishedAt)}.`,
    `- Data ostatniej istotnej aktualizacji: ${polishDate(reviewedAt)}.`,
    '',
    '## Stan dostępności cyfrowej',
    '',
    compliant
      ? 'Strona internetowa jest **zgodna** z ustawą z dnia 4 kwietnia 2019 r. o dostępności cyfrowej stron internetowych i aplikacji mobilnych podmiotów publicznych.'
      : 'Strona internetowa jest **częściowo zgodna** z ustawą z dnia 4 kwietnia 2019 r. o dostępności cyfrowej stron internetowych i aplikacji mobilnych podmiotów publicznych z powodu niezgodności wymienionych poniżej.',
    '',
  ];
  if (!compliant) {
    lines.push('## Treści niedostępne', '');
    for (const gap of gaps) {
      lines.push(`- **${gap.title}.** ${gap.description}${gap.alternative ? ` ${gap.alternative}` : ''}`);
    }
    lines.push('');
  }
  lines.push(
    '## Przygotowanie deklaracji dostępności',
    '',
    `Deklarację sporządzono dnia ${polishDate(operator.publishedAt)}. Deklarację sporządzono na podstawie samooceny przeprowadzonej przez podmiot publiczny.`,
    '',
    `Metoda: automatyczne badanie narzędziem axe-core ${report.axeCore} (${report.rules.length} ${plural(report.rules.length, 'reguła', 'reguły', 'reguł')} WCAG 2.1 na poziomach A i AA) w przeglądarce Chromium, na ${screens} ${plural(screens, 'ekranie', 'ekranach', 'ekranach')} portalu, przy szerokości okna ${report.widths.map((width) => `${width} px`).join(' i ')}, wraz z obsługą portalu wyłącznie klawiaturą w testach przejść przez portal. Wynik ostatniego badania (${polishDate(report.checkedAt)}): ${report.violations} ${plural(report.violations, 'naruszenie', 'naruszenia', 'naruszeń')}. Badanie powtarza się przy każdej zmianie portalu.`,
    '',
    `Deklarację ostatnio poddano przeglądowi i aktualizacji dnia ${polishDate(reviewedAt)}.`,
    '',
    '### Sprawdzone ekrany',
    '',
    ...report.screens.map((screen) => `- ${screen.description}`),
    '',
    '## Informacje zwrotne i dane kontaktowe',
    '',
    `W przypadku problemów z dostępnością strony internetowej prosimy o kontakt. Osobą kontaktową jest ${contact.name}, adres poczty elektronicznej [${contact.email}](mailto:${contact.email}). Kontaktować można się także dzwoniąc na numer telefonu [${contact.phone}](tel:${phoneHref}). Tą samą drogą można składać wnioski o udostępnienie informacji niedostępnej oraz składać żądania zapewnienia dostępności.`,
    '',
    '## Procedura wnioskowo-skargowa',
    '',
    'Każdy ma prawo do wystąpienia z żądaniem zapewnienia dostępności cyfrowej strony internetowej lub jakiegoś jej elementu. Można także zażądać udostępnienia informacji za pomocą alternatywnego sposobu dostępu, na przykład przez odczytanie niedostępnego cyfrowo dokumentu, opisanie zawartości filmu bez audiodeskrypcji itp.',
    '',
    'Żądanie powinno zawierać dane osoby zgłaszającej żądanie, wskazanie, o którą stronę internetową lub element strony internetowej chodzi, oraz sposób kontaktu. Jeżeli osoba żądająca zgłasza potrzebę otrzymania informacji za pomocą alternatywnego sposobu dostępu, powinna także określić dogodny dla niej sposób przedstawienia tej informacji.',
    '',
    'Podmiot publiczny powinien zrealizować żądanie niezwłocznie, nie później niż w ciągu 7 dni od dnia wystąpienia z żądaniem. Jeżeli dotrzymanie tego terminu nie jest możliwe, podmiot publiczny niezwłocznie informuje o tym wnoszącego żądanie, kiedy realizacja żądania będzie możliwa, przy czym termin ten nie może być dłuższy niż 2 miesiące od dnia wystąpienia z żądaniem. Jeżeli zapewnienie dostępności cyfrowej nie jest możliwe, podmiot publiczny może zaproponować alternatywny sposób dostępu do informacji.',
    '',
    'W przypadku, gdy podmiot publiczny odmówi realizacji żądania zapewnienia dostępności lub alternatywnego sposobu dostępu do informacji, wnoszący żądanie może złożyć skargę w sprawie zapewnienia dostępności cyfrowej strony internetowej lub jej elementu.',
    '',
    'Po wyczerpaniu wskazanej wyżej procedury można także złożyć wniosek do [Rzecznika Praw Obywatelskich](https://bip.brpo.gov.pl/).',
  );
  if (operator.architecturalAccessibility) {
    lines.push('', '## Dostępność architektoniczna', '', operator.architecturalAccessibility);
  }
  return lines.join('\n');
}
