// Journeys around what a user typed and attached (quality-bar "Reliability"; applications-spec §5 and §8):
// a reload in the middle of a step loses nothing and Back/Forward move between steps; files a reload
// dropped are listed at once on the summary; a file over 10 MB is refused before any upload; a file
// with a virus (the EICAR test signature) is refused by the server's antivirus with the virus message,
// and sending again with a clean file works.
import { expect, test } from './support/test.ts';
import { uniqueEmail } from './support/accounts.ts';
import {
  attach,
  attachToSummary,
  checkScreen,
  eicarPdf,
  field,
  fillPrivateApplicant,
  form1DraftAtAttachments,
  next,
  openForm1AtAttachments,
  pdfFile,
  replaceTitleDocumentAndSend,
  seedDraft,
  send,
  stepHeading,
} from './support/applications.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

test('a reload in the middle of a step loses nothing', async ({ page }, testInfo) => {
  await page.goto('/skladanie-wniosku');
  await page.getByRole('link', { name: 'Przyłączenia i sprawy z nimi związane' }).click();
  await page.getByRole('link', { name: 'Przyłączenie obiektu', exact: true }).click();
  await page.getByRole('link', { name: 'Moc do 40 kW' }).click();
  await expect(stepHeading(page, 'Wnioskodawca')).toBeVisible();
  await fillPrivateApplicant(page);
  await next(page, 'Obiekt');
  await field(page, 'Rodzaj obiektu').selectOption({ label: 'Dom jednorodzinny' });
  await field(page.getByRole('group', { name: 'Lokalizacja obiektu' }), 'Miejscowość').fill(
    'Ożarów Mazowiecki',
  );
  await field(page, 'Numer działki').fill('123/4');
  await field(page, 'Numer działki').blur();
  // The draft is saved half a second after the last change: wait until it holds the last value.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portal.wniosek.szkic.1') ?? ''))
    .toContain('123/4');

  await page.reload();
  await expect(page).toHaveURL(/rodzaj=przylaczenia&sprawa=przylaczenie-obiektu&formularz=1/);
  await expect(stepHeading(page, 'Obiekt')).toBeVisible();
  await expect(field(page, 'Rodzaj obiektu').locator('option:checked')).toHaveText('Dom jednorodzinny');
  await expect(field(page.getByRole('group', { name: 'Lokalizacja obiektu' }), 'Miejscowość')).toHaveValue(
    'Ożarów Mazowiecki',
  );
  await expect(field(page, 'Numer działki')).toHaveValue('123/4');
  await checkScreen(page, testInfo, 'application-after-reload');

  // The previous step kept its answers too.
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(stepHeading(page, 'Wnioskodawca')).toBeVisible();
  await expect(page).toHaveURL(/formularz=1&krok=wnioskodawca$/);
  await expect(field(page, 'PESEL')).toHaveValue('44051401359');

  // The browser's Back and Forward move between the form's steps, answers kept (Back left the
  // form), and from its first step out to the outer steps.
  await page.goBack();
  await expect(stepHeading(page, 'Obiekt')).toBeVisible();
  await expect(field(page, 'Numer działki')).toHaveValue('123/4');
  await page.goForward();
  await expect(stepHeading(page, 'Wnioskodawca')).toBeVisible();
  await expect(field(page, 'PESEL')).toHaveValue('44051401359');
  await page.goBack();
  await expect(stepHeading(page, 'Obiekt')).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'Wnioskodawca')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/rodzaj=przylaczenia&sprawa=przylaczenie-obiektu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Przyłączenie obiektu' })).toBeVisible();
  await page.goForward();
  await expect(stepHeading(page, 'Wnioskodawca')).toBeVisible();
});

test('files a reload dropped are listed at once on the summary, each with a link to its field', async ({
  page,
}, testInfo) => {
  // A draft saved on the last step with both required files attached: a reload never keeps the files.
  const draft = form1DraftAtAttachments(uniqueEmail(testInfo, 'pliki'));
  const file = (name: string) => ({ id: crypto.randomUUID(), name, size: 120, type: 'application/pdf' });
  await seedDraft(page, 1, {
    ...draft,
    stepIndex: 5,
    completedSteps: ['wnioskodawca', 'obiekt', 'przylacze', 'kontakt', 'zalaczniki', 'oswiadczenia'],
    data: {
      ...(draft.data as Record<string, unknown>),
      attachments: { legalTitleDocument: [file('akt.pdf')], sitePlan: [file('plan.pdf')] },
    },
  });
  await page.goto('/skladanie-wniosku?rodzaj=przylaczenia&formularz=1');
  await expect(stepHeading(page, 'Oświadczenia')).toBeVisible();
  await next(page, 'Sprawdź swoje odpowiedzi');

  // Customer journeys: both missing files at once, not one per "Wyślij wniosek".
  const missing = page.getByRole('region', { name: 'Popraw błędy w formularzu' });
  await expect(missing.getByRole('link')).toHaveCount(2);
  await expect(missing.getByRole('link', { name: /^Dokument potwierdzający tytuł prawny/ })).toBeVisible();
  await expect(missing.getByRole('link', { name: /^Plan zabudowy lub szkic sytuacyjny/ })).toBeVisible();
  await checkScreen(page, testInfo, 'application-summary-missing-files');
  await send(page);
  await expect(missing).toBeFocused();

  await missing.getByRole('link', { name: /^Plan zabudowy lub szkic sytuacyjny/ }).click();
  await expect(stepHeading(page, 'Załączniki')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Wybierz pliki: Plan zabudowy/ })).toBeFocused();
  await attach(page, /Dokument potwierdzający tytuł prawny/, pdfFile('akt.pdf'));
  await attach(page, /Plan zabudowy lub szkic sytuacyjny/, pdfFile('plan.pdf'));
  await page.getByRole('button', { name: 'Zapisz i wróć do podsumowania' }).click();
  await expect(stepHeading(page, 'Sprawdź swoje odpowiedzi')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popraw błędy w formularzu' })).toHaveCount(0);
});

test('a file over 10 MB is refused before it is uploaded', async ({ page }, testInfo) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/application/send')) uploads.push(request.url());
  });
  await openForm1AtAttachments(page, uniqueEmail(testInfo, 'duzy'));

  await attach(page, /Dokument potwierdzający tytuł prawny/, {
    name: 'skan-11-mb.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
  });
  await expect(page.getByText('skan-11-mb.pdf')).toBeVisible();
  await expect(page.getByText('Plik jest za duży').first()).toBeVisible();
  await attach(page, /Plan zabudowy lub szkic sytuacyjny/, pdfFile('plan-zabudowy.pdf'));
  await page.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Popraw błędy w formularzu' })).toBeVisible();
  await expect(stepHeading(page, 'Załączniki')).toBeVisible();
  await checkScreen(page, testInfo, 'application-file-too-big');
  expect(uploads).toEqual([]);
});

test('a file with a virus is refused with the virus message, and sending again with a clean one works', async ({
  page,
}, testInfo) => {
  await openForm1AtAttachments(page, uniqueEmail(testInfo, 'wirus'));
  await attachToSummary(page, eicarPdf());

  await send(page);
  await expect(page.getByText('W załączniku wykryto wirusa. Plik nie został przyjęty.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Usuń zainfekowany plik' })).toBeVisible();
  await expect(page).toHaveURL(/formularz=1/);
  await checkScreen(page, testInfo, 'application-virus-refused');

  // The applicant swaps the file and sends again.
  await replaceTitleDocumentAndSend(page, 'skan-umowy.pdf');
});

test('offline, the application is kept as a draft; back online, sending works', async ({
  page,
  context,
}, testInfo) => {
  await openForm1AtAttachments(page, uniqueEmail(testInfo, 'offline'));
  await attachToSummary(page, pdfFile('ksiega-wieczysta.pdf'));

  await context.setOffline(true);
  await send(page);
  await expect(page.getByText('Brak połączenia z internetem. Wniosek został zapisany.')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'wyślij go ponownie, gdy połączenie wróci' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.wniosek.szkic.1'))).toContain(
    'ksiega-wieczysta.pdf',
  );
  await checkScreen(page, testInfo, 'application-offline');

  await context.setOffline(false);
  await send(page);
  await expect(page).toHaveURL('/wniosek-wyslany', { timeout: 30_000 });
});
