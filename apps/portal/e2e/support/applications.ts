// Helpers of the application journeys: the wizard's controls as a user finds them (labels, radio cards,
// the step buttons), a check of every step (axe at the project's viewport and a screenshot), attachment
// files, and the data of form 1 entered the way an applicant types it.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { saveScreenshot } from './screenshot.ts';
import { toDisplayDate } from './dates.ts';

/** A field by the start of its label (required fields' labels end with "* (wymagane)"). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** A radio (card) or a check box, chosen by clicking its label text, as a person does. */
export async function choose(scope: Page | Locator, label: string | RegExp): Promise<void> {
  await scope.getByText(label, { exact: typeof label === 'string' }).click();
}

/** The step's heading (h2 of the wizard's panel). */
export function stepHeading(page: Page, title: string): Locator {
  return page.getByRole('heading', { level: 2, name: title, exact: true });
}

export async function next(page: Page, nextStep: string): Promise<void> {
  await page.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(stepHeading(page, nextStep)).toBeVisible();
}

/** quality-bar "Accessibility": zero axe violations on every wizard step, plus a picture for review. */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, name);
}

export function pdfFile(name: string, body = 'test'): { name: string; mimeType: string; buffer: Buffer } {
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${body}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
  };
}

/** The EICAR anti-virus test signature inside a file that is a PDF by its first bytes (assembled, not stored). */
export function eicarPdf(): { name: string; mimeType: string; buffer: Buffer } {
  const eicar = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');
  return {
    name: 'skan-umowy.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n${eicar}\n%%EOF\n`),
  };
}

/** Adds files to an attachment list (its fieldset is named by the list's title). */
export async function attach(
  page: Page,
  list: RegExp,
  ...files: Array<{ name: string; mimeType: string; buffer: Buffer }>
): Promise<void> {
  await page.getByRole('group', { name: list }).locator('input[type=file]').setInputFiles(files);
}

export const annaNowak = { firstName: 'Anna', lastName: 'Nowak', pesel: '44051401359' } as const;

/** Form 1, step "Wnioskodawca": a private person filing for herself. */
export async function fillPrivateApplicant(page: Page): Promise<void> {
  await choose(page, 'Osoba fizyczna');
  await choose(page, 'We własnym imieniu');
  await field(page, 'Imię').fill(annaNowak.firstName);
  await field(page, 'Nazwisko').fill(annaNowak.lastName);
  await field(page, 'PESEL').fill(annaNowak.pesel);
  const home = page.getByRole('group', { name: 'Adres zamieszkania' });
  await field(home, 'Ulica').fill('Polna');
  await field(home, 'Numer domu').fill('12');
  await field(home, 'Kod pocztowy').fill('05-850');
  await field(home, 'Miejscowość').fill('Ożarów Mazowiecki');
}

/** Step "Wnioskodawca" (forms 3 and 6): a company filing for itself, `name` told apart per journey. */
export async function fillBusinessApplicant(page: Page, name: string): Promise<void> {
  await choose(page, 'Firma lub instytucja');
  await choose(page, 'We własnym imieniu');
  await field(page, 'Nazwa firmy').fill(name);
  await field(page, 'NIP').fill('521-301-72-28');
  await field(page, 'REGON').fill('610188201');
  const seat = page.getByRole('group', { name: 'Adres siedziby' });
  await field(seat, 'Ulica').fill('Przemysłowa');
  await field(seat, 'Numer domu').fill('4');
  await field(seat, 'Kod pocztowy').fill('00-950');
  await field(seat, 'Miejscowość').fill('Warszawa');
}

/** Form 1, step "Obiekt": a new single-family house on one plot. */
export async function fillHouse(page: Page): Promise<void> {
  await field(page, 'Rodzaj obiektu').selectOption({ label: 'Dom jednorodzinny' });
  const location = page.getByRole('group', { name: 'Lokalizacja obiektu' });
  await field(location, 'Miejscowość').fill('Ożarów Mazowiecki');
  await field(location, 'Kod pocztowy').fill('05-850');
  await field(location, 'Ulica').fill('Polna');
  await field(page, 'Numer działki').fill('123/4');
}

/** Forms 1, 2, 6, step "Przyłącze": connection I, three-phase, `target` kW, from March next year. */
export async function fillConnectionPower(page: Page, target: string): Promise<void> {
  await choose(page, 'Kablowe');
  const one = page.getByRole('group', { name: 'Przyłącze I (podstawowe)' });
  await field(one, 'Moc przyłączeniowa – stan obecny').fill('0');
  await field(one, 'Moc przyłączeniowa – stan docelowy').fill(target);
  await choose(one, 'Trójfazowe');
  await choose(page, 'Trójfazowy bezpośredni');
}

/** Step "Kontakt i dokumenty": e-mail (the confirmation goes there), phone, SMS notifications, e-mail documents. */
export async function fillContact(page: Page, email: string, phone = '601234567'): Promise<void> {
  await field(page, 'Adres e-mail').fill(email);
  await field(page, 'Telefon').first().fill(phone);
  await choose(page, 'Chcę dostawać SMS-y o zmianie statusu sprawy');
  // Customer journeys: the SMS phone starts as the mobile number just given (ui:options.copyFrom).
  if (/^[1-9]\d{8}$/.test(phone))
    await expect(field(page, 'Numer telefonu do SMS-ów')).toHaveValue(phone.replace(/(\d{3})(?=\d)/g, '$1-'));
  await field(page, 'Numer telefonu do SMS-ów').fill(phone);
  await choose(page, 'E-mailem');
}

/** Step "Oświadczenia": the legal title (for the object's own property) and every statement. */
export async function fillStatements(page: Page): Promise<void> {
  await field(page, 'Tytuł prawny do nieruchomości').selectOption({ label: 'Własność' });
  await choose(page, 'Taki sam jak adres obiektu we wniosku');
  await choose(page, /^Oświadczam, że mam tytuł prawny/);
  await choose(page, /^Wiem, że za złożenie fałszywego oświadczenia/);
  await choose(page, /^Oświadczam, że dane podane we wniosku są zgodne z prawdą/);
  await choose(page, /^Zapoznałem się \/ zapoznałam się z informacją o przetwarzaniu/);
}

/**
 * Forms 1 and 6 from "Kontakt i dokumenty" to the summary: contact, the title document and the plan
 * (the title document listed), the statements; each step checked as `${screens}-contact` and so on.
 */
export async function fillContactToSummary(
  page: Page,
  testInfo: TestInfo,
  screens: string,
  email: string,
  files: { title: string; plan: string },
): Promise<void> {
  await fillContact(page, email);
  await checkScreen(page, testInfo, `${screens}-contact`);
  await next(page, 'Załączniki');
  await attach(page, /Dokument potwierdzający tytuł prawny/, pdfFile(files.title));
  await attach(page, /Plan zabudowy lub szkic sytuacyjny/, pdfFile(files.plan));
  await expect(page.getByText(files.title)).toBeVisible();
  await checkScreen(page, testInfo, `${screens}-attachments`);
  await next(page, 'Oświadczenia');
  await fillStatements(page);
  await checkScreen(page, testInfo, `${screens}-statements`);
  await next(page, 'Sprawdź swoje odpowiedzi');
}

/** The wizard's "Sprawdź swoje odpowiedzi" button press and the sending screen in between. */
export async function send(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Wyślij wniosek' }).click();
}

/** A day `days` from today as the date widget takes it, DD.MM.RRRR. */
export function dayFromToday(days: number): string {
  return toDisplayDate(Date.now() + days * 86_400_000);
}

/** A form's current version in schemas/catalog.json (a draft of another version is migrated, not restored). */
export function formVersion(formId: number): string {
  const catalog = JSON.parse(
    readFileSync(new URL('../../../../schemas/catalog.json', import.meta.url), 'utf8'),
  ) as {
    forms: { id: number; version: string }[];
  };
  const entry = catalog.forms.find((form) => form.id === formId);
  if (!entry) throw new Error(`form ${formId} is not in schemas/catalog.json`);
  return entry.version;
}

/** Form 1's answers as a saved draft at the attachments step (what a returning applicant's browser holds). */
export function form1DraftAtAttachments(email: string): Record<string, unknown> {
  return {
    formId: 1,
    version: formVersion(1),
    savedAt: new Date().toISOString(),
    stepIndex: 4,
    completedSteps: ['wnioskodawca', 'obiekt', 'przylacze', 'kontakt', 'oswiadczenia'],
    data: {
      applicant: {
        kind: 'private',
        person: { ...annaNowak },
        homeAddress: { street: 'Polna', houseNumber: '12', zipCode: '05-850', city: 'Ożarów Mazowiecki' },
      },
      representation: { filingAs: 'self' },
      object: {
        objectType: { kind: 'singleFamilyHouse' },
        location: { city: 'Ożarów Mazowiecki', zipCode: '05-850', street: 'Polna' },
        parcels: [{ plotNumber: '123/4' }],
      },
      connection: {
        concern: 'newObject',
        connectionKind: 'cable',
        power: { connectionOne: { current: '0', target: '14', phase: 'three_phase' } },
        measuringSystem: 'threePhaseDirect',
        consumptionStart: `${new Date().getFullYear() + 1}-03-01`,
      },
      contact: { email, phone: '601-234-567' },
      notifications: {},
      documentReceipt: { method: 'email' },
      statements: {
        legalTitle: {
          legalTitle: 'ownership',
          property: { sameAs: 'object' },
          statement: true,
          criminalLiability: true,
        },
        truthfulness: true,
        gdprAcknowledgement: true,
      },
    },
  };
}

/** A returning applicant's form 1, opened at the attachments step of its draft (form1DraftAtAttachments). */
export async function openForm1AtAttachments(page: Page, email: string): Promise<void> {
  await seedDraft(page, 1, form1DraftAtAttachments(email));
  await page.goto('/skladanie-wniosku?rodzaj=przylaczenia&formularz=1');
  await expect(stepHeading(page, 'Załączniki')).toBeVisible();
}

/** Form 1 from the attachments step to the summary: `titleDocument` and a plan attached. */
export async function attachToSummary(
  page: Page,
  titleDocument: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await attach(page, /Dokument potwierdzający tytuł prawny/, titleDocument);
  await attach(page, /Plan zabudowy lub szkic sytuacyjny/, pdfFile('plan-zabudowy.pdf'));
  await next(page, 'Oświadczenia');
  await next(page, 'Sprawdź swoje odpowiedzi');
}

/**
 * After a refused sending: back from the summary to the attachments, the refused title document
 * `refused` swapped for a clean one, and the application sent and waiting for its confirmation.
 */
export async function replaceTitleDocumentAndSend(page: Page, refused: string): Promise<void> {
  await page.getByRole('button', { name: 'Zmień Załączniki' }).click();
  await expect(stepHeading(page, 'Załączniki')).toBeVisible();
  await page.getByRole('button', { name: `Usuń plik ${refused}` }).click();
  await attach(page, /Dokument potwierdzający tytuł prawny/, pdfFile('akt-notarialny.pdf'));
  await page.getByRole('button', { name: 'Zapisz i wróć do podsumowania' }).click();
  await expect(stepHeading(page, 'Sprawdź swoje odpowiedzi')).toBeVisible();
  await send(page);
  await expect(page).toHaveURL('/wniosek-wyslany', { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Potwierdź wniosek – sprawdź skrzynkę e-mail' }),
  ).toBeVisible();
}

/** Puts a draft into the browser's storage before the page's scripts run. */
export async function seedDraft(page: Page, formId: number, draft: Record<string, unknown>): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-draft-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-draft-seeded', '1');
      }
    },
    [`portal.wniosek.szkic.${formId}`, JSON.stringify(draft)] as const,
  );
}
