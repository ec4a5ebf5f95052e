// Journey: a signed-in customer sends a new letter to a case: the form asks for a text or a file, refuses
// a file with a wrong extension and an empty one (before any upload; each error beside the picker and in
// the error summary, whose links lead to the fields), then sends a message with a
// PDF; the antivirus message shows while it is sent, the success text after, and the letter is listed in
// the case's documents, where 'Pokaż więcej' shows the older ones three at a time.
import type { IssueDetails, IssueListResponse } from '@portal/api-contract';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { jan } from './support/accounts.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});
test.use({ signedInAs: jan });

/** A small valid PDF: the server checks that the content starts with '%PDF-'. */
function smallPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

test(
  'send a message with a PDF to a case and see it listed',
  { tag: '@both-widths' },
  async ({ page }, testInfo) => {
    const list = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
    const candidates = await Promise.all(
      list.issues.map(
        async (issue) => (await (await page.request.get(`/api/issues/${issue.id}`)).json()) as IssueDetails,
      ),
    );
    // A case that takes letters and already has three, so that the new one pushes one under 'Pokaż więcej'.
    // Each viewport takes its own case: the two projects may run at the same time against one server.
    const targets = candidates.filter((issue) => !issue.noLetter && issue.documents.length >= 3);
    const target = targets[testInfo.project.name === 'mobile' ? 1 : 0]!;
    const before = target.documents.length;

    await page.goto(`/lista-spraw/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${target.number}` })).toBeVisible();
    const letters = page.getByRole('list', { name: 'Pisma do sprawy' }).getByRole('listitem');
    await expect(letters).toHaveCount(3);

    await page.getByRole('button', { name: 'Wyślij nowe pismo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowe pismo do sprawy' });
    await expect(dialog).toBeVisible();
    const text = dialog.getByLabel('Treść pisma');
    await expect(text).toBeFocused();
    if (testInfo.project.name === 'mobile') {
      await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeVisible();
    }

    // Neither text nor files: the message of portal-spec §5.
    await dialog.getByRole('button', { name: 'Wyślij pismo' }).click();
    await expect(
      dialog.getByText('Wpisz treść pisma lub dodaj przynajmniej jeden załącznik.', { exact: true }),
    ).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    // The error summary of the other forms: focused, its link moves to the field.
    const summary = dialog.getByRole('alert', { name: 'Popraw błędy w formularzu' });
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'send-document-error-summary', { fullPage: false });
    await summary.getByRole('link', { name: /^Treść pisma: wpisz treść pisma/ }).click();
    await expect(text).toBeFocused();

    // A wrong extension joins the list with its error beside the picker (no vanishing toast), and send stays
    // disabled until the file is removed.
    const picker = dialog.getByLabel('Dodaj załączniki');
    await picker.setInputFiles({
      name: 'program.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(
      dialog.getByText('Nieprawidłowy format pliku. Usuń ten plik z listy.', { exact: true }),
    ).toBeVisible();
    // ...and in the error summary, whose link leads to the picker.
    await summary
      .getByRole('link', { name: 'Załączniki: Nieprawidłowy format pliku. Usuń ten plik z listy.' })
      .click();
    await expect(picker).toBeFocused();
    await expect(dialog.getByRole('list', { name: 'Dodane załączniki' })).toContainText('program.exe');
    await expect(page.getByText(/Nieprawidłowy format pliku: program\.exe/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Wyślij pismo' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Usuń plik program.exe' }).click();

    // An empty file is refused before upload, and send is disabled until it is removed.
    await picker.setInputFiles({ name: 'pusty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await expect(
      dialog.getByText('Jeden z plików jest pusty. Usuń go z listy.', { exact: true }),
    ).toBeVisible();
    await expect(summary).toContainText('Załączniki: Jeden z plików jest pusty. Usuń go z listy.');
    await expect(dialog.getByRole('button', { name: 'Wyślij pismo' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Usuń plik pusty.pdf' }).click();

    await text.fill(
      'Dzień dobry, w załączeniu przesyłam podpisane oświadczenie o tytule prawnym do nieruchomości.',
    );
    await picker.setInputFiles({ name: 'oswiadczenie.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    const files = dialog.getByRole('list', { name: 'Dodane załączniki' }).getByRole('listitem');
    await expect(files).toHaveCount(1);
    await expect(files.first()).toContainText('oswiadczenie.pdf');
    await expect(files.first()).toContainText('Gotowy do wysłania');
    await expect(dialog.getByRole('button', { name: 'Wyślij pismo' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'send-document-form', { fullPage: false });

    await dialog.getByRole('button', { name: 'Wyślij pismo' }).click();
    await expect(
      dialog.getByText(
        'Trwa skanowanie antywirusowe załączników i wysyłanie pisma. Może to potrwać około 30 sekund.',
      ),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'send-document-sending', { fullPage: false });
    await expect(dialog.getByText('Pismo zostało wysłane')).toBeVisible();
    await expect(dialog.getByText(/przekazane do realizacji/)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'send-document-success', { fullPage: false });
    await dialog.getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Wyślij nowe pismo' })).toBeFocused();
    // Customer journeys: once the dialog has closed, a toast says the letter was added.
    await expect(page.getByText('Pismo zostało dodane do sprawy.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The case was fetched again: the new letter is listed; three show, 'Pokaż więcej' adds three.
    const region = page.getByRole('region', { name: 'Pisma do sprawy' });
    await expect(region).toContainText(`${before + 1} pism`);
    await expect(letters).toHaveCount(3);
    // Customer journeys: the letter is shown by the start of its text and its file, not as 'Kod kreskowy -'.
    await expect(letters.first()).toContainText('Dzień dobry, w załączeniu przesyłam podpisane oświadczenie');
    await expect(letters.first()).toContainText('Załączniki: oswiadczenie.pdf');
    await expect(letters.first()).not.toContainText('Kod kreskowy');
    await region.getByRole('button', { name: /Pokaż więcej/ }).click();
    await expect(letters).toHaveCount(Math.min(6, before + 1));
    // Focus moves to the first letter that appeared.
    await expect(letters.nth(3)).toBeFocused();
    await expect(letters.filter({ hasText: 'Przekazano do realizacji' }).first()).toBeVisible();

    // Reopened, the modal is an empty form again (the success flag was cleared after closing).
    await page.getByRole('button', { name: 'Wyślij nowe pismo' }).click();
    await expect(dialog.getByLabel('Treść pisma')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Zamknij okno' }).click();
    await expect(dialog).toBeHidden();
  },
);

test('a message without attachments shows the sending-document message', async ({ page }, testInfo) => {
  const list = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
  const candidates = await Promise.all(
    list.issues.map(
      async (issue) => (await (await page.request.get(`/api/issues/${issue.id}`)).json()) as IssueDetails,
    ),
  );
  // Each viewport takes its own case with at most one letter: after this one it still has fewer than the
  // three the first journey looks for, whichever of the two projects runs first.
  const targets = candidates.filter((issue) => !issue.noLetter && issue.documents.length < 2);
  const target = targets[testInfo.project.name === 'mobile' ? 1 : 0]!;
  expect(target, 'two cases that take letters and have at most one').toBeDefined();
  await page.goto(`/lista-spraw/${target.id}`);
  await page.getByRole('button', { name: 'Wyślij nowe pismo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowe pismo do sprawy' });
  await dialog.getByLabel('Treść pisma').fill('Proszę o informację o terminie odbioru technicznego.');
  await dialog.getByRole('button', { name: 'Wyślij pismo' }).click();
  await expect(dialog.getByText('Trwa wysyłanie pisma. Może to potrwać około 15 sekund.')).toBeVisible();
  await expect(dialog.getByText('Pismo zostało wysłane')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a case with the no-letter flag offers no letters', async ({ page }) => {
  const list = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
  const candidates = await Promise.all(
    list.issues.map(
      async (issue) => (await (await page.request.get(`/api/issues/${issue.id}`)).json()) as IssueDetails,
    ),
  );
  const noLetter = candidates.find((issue) => issue.noLetter)!;
  await page.goto(`/lista-spraw/${noLetter.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${noLetter.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dane sprawy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyślij nowe pismo' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Pisma do sprawy' })).toHaveCount(0);
});
