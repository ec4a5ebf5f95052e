// The studio's journey: everything an edit needs without leaving the studio. The analyst edits a fixture
// beside the form's files, keeps the preview's answers as a valid fixture and, with a wrong PESEL, as an
// invalid one declaring the error the server gives, raises the form's version in the catalog, saves (every
// file formatted as `prettier --check` wants it, the full check passing) and proposes the change: a commit on
// a new local branch whose diff the studio shows. Runs on the run's copy of schemas/, made a git repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { copyAsRepository, type CopyRepository } from './copyRepository.ts';

const root = process.env.STUDIO_E2E_ROOT!;
const FORM_1 = 'schemas/forms/1-przylaczenie-do-40-kw';
const FIXTURE = 'valid/private-person-new-house.json';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let copy: CopyRepository;
const git = (...args: string[]) => copy.git(...args);

// The copy becomes a repository whose last commit is the copy as made (or as an earlier journey left it).
test.beforeAll(() => {
  copy = copyAsRepository(root);
});

test.afterAll(() => copy.restore());

async function replaceEditorText(page: Page, kind: 'schema' | 'ui' | 'data', text: string): Promise<void> {
  await page.getByTestId(`editor-${kind}`).locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

async function openForm1(page: Page) {
  await page.goto('/?formularz=1');
  await expect(page.getByTestId(`fixture-${FIXTURE}`)).toHaveAttribute('data-pass', 'true');
  return page.frameLocator('iframe[title="Podgląd formularza na żywo"]');
}

test('fixtures from the preview, the catalog version, a formatted save and a proposed commit', async ({
  page,
}) => {
  const preview = await openForm1(page);

  // An existing fixture opens beside the form's files; an edit is judged at once and marked unsaved.
  await page.getByRole('tab', { name: /Przykłady/ }).click();
  await page.getByRole('button', { name: `Edytuj ${FIXTURE}` }).click();
  await expect(page.getByRole('heading', { name: FIXTURE, level: 2 })).toBeVisible();
  const fixtureFile = path.join(root, FORM_1, 'fixtures', FIXTURE);
  const fixtureValue = JSON.parse(readFileSync(fixtureFile, 'utf8')) as { description: string };
  // Typed on one line: the save must format it as the repository does.
  await replaceEditorText(
    page,
    'data',
    JSON.stringify({ ...fixtureValue, description: `${fixtureValue.description} Opis poprawiony w studiu.` }),
  );
  const edited = page.getByTestId(`fixture-${FIXTURE}`);
  await expect(edited).toContainText('Opis poprawiony w studiu.');
  await expect(edited).toContainText('niezapisany');
  await expect(page.getByText('Niezapisane zmiany', { exact: true })).toBeVisible();

  // The preview opened with that fixture's answers: the live panel shows them.
  await page.getByRole('combobox', { name: 'Dane' }).selectOption(FIXTURE);
  await page.getByRole('tab', { name: 'Dane podglądu' }).click();
  const data = page.getByTestId('preview-data');
  await expect(data).toContainText('"pesel": "44051401359"');
  await page.getByRole('button', { name: 'Sprawdź dane na serwerze' }).click();
  await expect(page.getByTestId('server-verdict')).toHaveText('Serwer przyjąłby te dane.');
  await page.getByLabel('Nazwa przykładu').fill('Dom z podglądu');
  await page.getByLabel('Opis przykładu').fill('Odpowiedzi wypełnione w podglądzie studia.');
  await page.getByRole('button', { name: 'Zapisz wypełniony podgląd jako przykład poprawny' }).click();
  const fromPreview = page.getByTestId('fixture-valid/dom-z-podgladu.json');
  await expect(fromPreview).toHaveAttribute('data-pass', 'true');

  // A wrong PESEL typed in the preview: the server's verdict names it, and the invalid fixture declares it.
  await page.getByRole('tab', { name: 'Dane podglądu' }).click();
  const pesel = preview.getByRole('textbox', { name: /PESEL/ }).first();
  await expect(pesel).toHaveValue('44051401359');
  await pesel.fill('44051401358');
  await expect(data).toContainText('"pesel": "44051401358"');
  await page.getByRole('button', { name: 'Sprawdź dane na serwerze' }).click();
  await expect(page.getByTestId('server-verdict')).toContainText('Niepoprawny numer PESEL');
  await page.getByLabel('Nazwa przykładu').fill('zly-pesel-z-podgladu');
  await page.getByLabel('Opis przykładu').fill('PESEL z błędną cyfrą kontrolną, wpisany w podglądzie.');
  await page
    .getByRole('button', {
      name: 'Zapisz wypełniony podgląd jako przykład niepoprawny (z błędami, które dostaje)',
    })
    .click();
  const invalid = page.getByTestId('fixture-invalid/zly-pesel-z-podgladu.json');
  await expect(invalid).toHaveAttribute('data-pass', 'true');
  await expect(invalid).toContainText('Niepoprawny numer PESEL');
  // Each expected error once.
  await expect(invalid.getByText('Niepoprawny numer PESEL')).toHaveCount(1);

  // The form's catalog entry: its version goes up, in the same check.
  await page.getByRole('button', { name: 'Wpis w katalogu (wersja, kafelki)' }).click();
  const catalog = readFileSync(path.join(root, 'schemas/catalog.json'), 'utf8');
  const entryAt = catalog.indexOf('"folder": "1-przylaczenie-do-40-kw"');
  const raised =
    catalog.slice(0, entryAt) +
    catalog
      .slice(entryAt)
      .replace(/"version": "1\.(\d+)\.0"/, (_m, minor: string) => `"version": "1.${Number(minor) + 1}.0"`);
  await replaceEditorText(page, 'data', raised);
  // The studio has the new version (its autosave keeps the edited catalog) before saving: under load the
  // editor's text reaches the studio a moment after typing.
  const newVersion = /"version": "(1\.\d+\.0)"/.exec(raised.slice(entryAt))![1]!;
  await expect
    .poll(() =>
      page.evaluate(() => {
        const kept = JSON.parse(localStorage.getItem('studio-autosave:1') ?? 'null') as {
          edited: { catalog?: string };
        } | null;
        return kept?.edited.catalog ?? '';
      }),
    )
    .toContain(`"version": "${newVersion}"`);

  await page.getByRole('button', { name: 'Zapisz i sprawdź' }).click();
  await expect(page.getByText(/Pełne sprawdzenie \(pnpm schemas:check\) przeszło/)).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByText('Niezapisane zmiany', { exact: true })).toBeHidden();
  const saved = [
    fixtureFile,
    path.join(root, FORM_1, 'fixtures/valid/dom-z-podgladu.json'),
    path.join(root, FORM_1, 'fixtures/invalid/zly-pesel-z-podgladu.json'),
    path.join(root, 'schemas/catalog.json'),
  ];
  expect(() =>
    execFileSync(
      'pnpm',
      ['exec', 'prettier', '--check', '--config', path.join(repoRoot, '.prettierrc.json'), ...saved],
      {
        cwd: repoRoot,
        stdio: 'pipe',
      },
    ),
  ).not.toThrow();
  expect(readFileSync(saved[2]!, 'utf8')).toContain('"message": "Niepoprawny numer PESEL"');

  // The proposal: a commit on a new local branch with the message written from the change report.
  await page.getByRole('tab', { name: 'Propozycja' }).click();
  const message = page.getByLabel('Opis zmiany (wiadomość commita)');
  await expect(message).toHaveValue(/^Formularz 1 \(/);
  await expect(message).toHaveValue(/invalid\/zly-pesel-z-podgladu\.json/);
  await page.getByRole('button', { name: 'Zaproponuj zmianę' }).click();
  const day = new Date().toISOString().slice(0, 10);
  await expect(page.getByText(`Zmiana zatwierdzona na gałęzi formularz-1-${day}`)).toBeVisible();
  const diff = page.getByTestId('proposal-diff');
  await expect(diff).toContainText('fixtures/invalid/zly-pesel-z-podgladu.json');
  await expect(diff).toContainText('schemas/catalog.json');
  expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toMatch(new RegExp(`^formularz-1-${day}`));
  expect(git('status', '--porcelain')).toBe('');
  expect(git('log', '-1', '--format=%s')).toMatch(/^Formularz 1 \(/);
  // Never pushed: the copy has no remote at all.
  expect(git('remote')).toBe('');
});

test('find and replace, and go to line, in Polish', async ({ page }) => {
  await openForm1(page);
  await page.getByTestId('editor-schema').locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+F');
  const find = page.getByRole('textbox', { name: 'Znajdź' });
  await expect(find).toBeFocused();
  await find.fill('zasilanych z sieci niskiego napięcia');
  await page.getByRole('textbox', { name: 'Zamień na' }).fill('zasilanych z sieci nN');
  await page.getByRole('button', { name: 'zamień wszystkie' }).click();
  // The edit is the editor's text (the one the studio keeps): unsaved, with the new words only.
  await expect(page.getByText('Niezapisane zmiany', { exact: true })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const kept = JSON.parse(localStorage.getItem('studio-autosave:1') ?? 'null') as {
          edited: Record<string, string>;
        } | null;
        const schema = kept?.edited['schema.json'] ?? '';
        return [schema.includes('zasilanych z sieci nN'), schema.includes('zasilanych z sieci niskiego')];
      }),
    )
    .toEqual([true, false]);
  await page.getByRole('button', { name: 'zamknij', exact: true }).click();

  await page.getByTestId('editor-schema').locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+Alt+G');
  const line = page.getByRole('textbox', { name: 'Przejdź do wiersza' });
  await line.fill('20');
  await line.press('Enter');
  // The cursor's line is the highlighted one in the gutter.
  await expect(page.getByTestId('editor-schema').locator('.cm-lineNumbers .cm-activeLineGutter')).toHaveText(
    '20',
  );
});

test('the preview opens a fixture without the restored notice, keeps typed answers through an edit, and shows 1024 px whole at 1280', async ({
  page,
}) => {
  const preview = await openForm1(page);
  await page.getByRole('combobox', { name: 'Dane' }).selectOption(FIXTURE);
  await expect(preview.getByRole('textbox', { name: /PESEL/ }).first()).toHaveValue('44051401359');
  // The studio's answers are not a draft the analyst left: no "we restored your application".
  await expect(preview.getByText('Przywróciliśmy niewysłany wniosek')).toHaveCount(0);

  // An answer typed into the preview stays when the files are edited, without the notice.
  const pesel = preview.getByRole('textbox', { name: /PESEL/ }).first();
  await pesel.fill('02070803628');
  // The wizard keeps its answers in its draft half a second after the last change; the live data panel
  // shows them once the draft holds them, and only the draft's answers survive an edit of the files.
  await page.getByRole('tab', { name: 'Dane podglądu' }).click();
  await expect(page.getByTestId('preview-data')).toContainText('"pesel": "02070803628"');
  const ui = readFileSync(path.join(root, FORM_1, 'ui.json'), 'utf8');
  await replaceEditorText(
    page,
    'ui',
    ui.replace('"title": "Wnioskodawca"', '"title": "Wnioskodawca i dane"'),
  );
  await expect(preview.getByText('Krok 1 z 7: Wnioskodawca i dane')).toBeVisible();
  await expect(pesel).toHaveValue('02070803628');
  await expect(preview.getByText('Przywróciliśmy niewysłany wniosek')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Szerokość' }).selectOption('desktop');
  const frame = page.locator('iframe[title="Podgląd formularza na żywo"]');
  // Its own viewport stays 1024 px (the engine's desktop layout), drawn scaled into the column.
  await expect
    .poll(() =>
      frame.evaluate(
        (element) => element.getBoundingClientRect().width / (element as HTMLElement).offsetWidth,
      ),
    )
    .toBeLessThan(1);
  expect(await frame.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(1024);
  const shown = (await frame.boundingBox())!;
  const column = (await frame.locator('..').boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(column.x);
  expect(shown.x + shown.width).toBeLessThanOrEqual(column.x + column.width + 1);
});

test('a fixture edited in the studio is kept across another form and offered back', async ({ page }) => {
  await openForm1(page);
  await page.getByRole('tab', { name: /Przykłady/ }).click();
  await page.getByRole('button', { name: `Edytuj ${FIXTURE}` }).click();
  const text = readFileSync(path.join(root, FORM_1, 'fixtures', FIXTURE), 'utf8');
  const value = JSON.parse(text) as { description: string };
  await replaceEditorText(
    page,
    'data',
    JSON.stringify({ ...value, description: 'Przykład zmieniony przed zmianą formularza.' }, null, 2),
  );
  const fixture = page.getByTestId(`fixture-${FIXTURE}`);
  await expect(fixture).toContainText('Przykład zmieniony przed zmianą formularza.');

  const chooser = page.getByRole('combobox', { name: 'Formularz' });
  await chooser.selectOption({ index: 1 });
  await chooser.selectOption('1');
  const offer = page.getByRole('region', { name: 'Niezapisane zmiany z poprzedniej wizyty' });
  await offer.getByRole('button', { name: 'Przywróć zmiany' }).click();
  await page.getByRole('tab', { name: /Przykłady/ }).click();
  await expect(fixture).toContainText('Przykład zmieniony przed zmianą formularza.');
  await expect(fixture).toContainText('niezapisany');
  // Not wanted after all: the reload asks first (unsaved edits), then the offer is discarded.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page
    .getByRole('region', { name: 'Niezapisane zmiany z poprzedniej wizyty' })
    .getByRole('button', { name: 'Odrzuć' })
    .click();
  await page.getByRole('tab', { name: /Przykłady/ }).click();
  await expect(fixture).toContainText(value.description);
});

test('a shareable link carries the edited files; a damaged one says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openForm1(page);
  const buttons = page.getByRole('banner').getByRole('button', { name: /^(Kopiuj link|Zapisz i sprawdź)$/ });
  const buttonPlaces = () =>
    buttons.evaluateAll((all) => all.map((button) => button.getBoundingClientRect().x));
  const placesUnedited = await buttonPlaces();
  const ui = readFileSync(path.join(root, FORM_1, 'ui.json'), 'utf8');
  await replaceEditorText(
    page,
    'ui',
    ui.replace('"title": "Wnioskodawca"', '"title": "Wnioskodawca z linku"'),
  );
  const preview = page.frameLocator('iframe[title="Podgląd formularza na żywo"]');
  await expect(preview.getByText('Krok 1 z 7: Wnioskodawca z linku')).toBeVisible();

  // The badge comes with the edit (or at the mousedown of a click that leaves the editor, which draws its
  // last text at once): it must not move the buttons, or such a click lands beside them and is lost.
  await expect(page.getByText('Niezapisane zmiany', { exact: true })).toBeVisible();
  expect(await buttonPlaces()).toEqual(placesUnedited);
  await page.getByRole('button', { name: 'Kopiuj link' }).click();
  await expect(page.getByText('Skopiowano do schowka.')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Link ze zmianami' }).inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The files travel in the hash, compressed: nothing is kept by a server.
  expect(new URL(link).hash).toMatch(/^#zmiany=[A-Za-z0-9_-]+$/);

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('status').filter({ hasText: 'Otworzono zmiany z linku' })).toBeVisible();
  await expect(other.getByText('Niezapisane zmiany', { exact: true })).toBeVisible();
  await expect(
    other
      .frameLocator('iframe[title="Podgląd formularza na żywo"]')
      .getByText('Krok 1 z 7: Wnioskodawca z linku'),
  ).toBeVisible();
  // Handled once: the address no longer carries the files.
  expect(new URL(other.url()).hash).toBe('');

  const damaged = await context.newPage();
  await damaged.goto(link.slice(0, link.length - 40));
  await expect(damaged.getByRole('alert')).toContainText('Link ze zmianami jest uszkodzony');
});
