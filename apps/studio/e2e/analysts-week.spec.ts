// The studio's "done when": an analyst's week of edits in the studio alone, from opening a form to a proposed
// commit whose `pnpm schemas:check` and `prettier --check` pass. A label and a help text change, a new
// field with the PESEL rule, a field required only when another has a value, a new option, fields
// reordered, a new step, a fixture edited, the version raised as the change report asks, saved and
// proposed. The files are edited as JSON in the editors. Runs on the run's copy of schemas/, made a git
// repository; afterwards the copy is put back on the branch it started on, for the journeys after it.
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
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Json;
// The edited documents are plain JSON trees walked by key.
type Json = any;

let copy: CopyRepository;
const git = (...args: string[]) => copy.git(...args);

test.beforeAll(() => {
  copy = copyAsRepository(root);
});

// The week's branch keeps the change; the journeys after this one start from the files as they were.
test.afterAll(() => copy.restore());

async function replaceEditorText(page: Page, kind: 'schema' | 'ui' | 'data', value: unknown): Promise<void> {
  await page.getByTestId(`editor-${kind}`).locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
}

test("an analyst's week in the studio alone, proposed as a commit that passes the check and Prettier", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const schema = readJson(`${FORM_1}/schema.json`);
  const ui = readJson(`${FORM_1}/ui.json`);
  const preview = page.frameLocator('iframe[title="Podgląd formularza na żywo"]');
  const step = page.getByRole('combobox', { name: 'Krok' });

  await page.goto('/?formularz=1');
  await expect(page.getByTestId(`fixture-${FIXTURE}`)).toHaveAttribute('data-pass', 'true');

  // Monday: a clearer label and help text.
  const connection = schema.properties.connection.properties;
  const extraInfo = schema.properties.extraInfo;
  connection.consumptionStart.title = 'Planowany początek poboru energii elektrycznej';
  extraInfo.properties.comment.description =
    'Np. pompa ciepła albo stacja ładowania: ich moc pomoże dobrać przyłącze.';
  await replaceEditorText(page, 'schema', schema);
  await step.selectOption({ label: 'Krok 3: Przyłącze i moc' });
  await expect(preview.getByText('Planowany początek poboru energii elektrycznej').first()).toBeVisible();

  // Tuesday: the owner's PESEL (the portal's PESEL rule), required only when the owner's role is given;
  // then the role gets a third option.
  extraInfo.properties.ownerRole = {
    type: 'string',
    title: 'Kim jest właściciel nieruchomości',
    oneOf: [
      { const: 'owner', title: 'Wnioskodawca' },
      { const: 'family', title: 'Ktoś z rodziny' },
    ],
  };
  extraInfo.properties.ownerPesel = {
    type: 'string',
    title: 'PESEL właściciela nieruchomości',
    format: 'pesel',
  };
  extraInfo.if = { required: ['ownerRole'] };
  extraInfo.then = { required: ['ownerPesel'] };
  await replaceEditorText(page, 'schema', schema);
  const lastStep = `Krok ${ui.steps.length}: ${ui.steps.at(-1).title}`;
  await step.selectOption({ label: lastStep });
  await expect(preview.getByRole('textbox', { name: /PESEL właściciela nieruchomości/ })).toBeVisible();
  extraInfo.properties.ownerRole.oneOf.push({ const: 'other', title: 'Inna osoba' });
  await replaceEditorText(page, 'schema', schema);
  await expect(preview.getByRole('radio', { name: 'Inna osoba' })).toBeVisible();

  // The PESEL is required once a role is chosen, by the server's own validator.
  await page.getByRole('tab', { name: 'Dane podglądu' }).click();
  await preview.getByRole('radio', { name: 'Ktoś z rodziny' }).check();
  await expect(page.getByTestId('preview-data')).toContainText('"ownerRole": "family"');
  await page.getByRole('button', { name: 'Sprawdź dane na serwerze' }).click();
  await expect(page.getByTestId('server-verdict')).toContainText('PESEL właściciela nieruchomości');
  await preview.getByRole('textbox', { name: /PESEL właściciela nieruchomości/ }).fill('44051401358');
  await expect(page.getByTestId('preview-data')).toContainText('"ownerPesel": "44051401358"');
  await page.getByRole('button', { name: 'Sprawdź dane na serwerze' }).click();
  await expect(page.getByTestId('server-verdict')).toContainText('Niepoprawny numer PESEL');

  // Wednesday: the object's fields reordered, and the extra information on a step of its own.
  ui.uiSchema.object['ui:order'] = ['location', 'objectType', 'parcels'];
  const last = ui.steps.at(-1);
  last.fields = last.fields.filter((field: string) => field !== 'extraInfo');
  ui.steps.push({ id: 'dodatkowe', title: 'Dodatkowe informacje', fields: ['extraInfo'] });
  await replaceEditorText(page, 'ui', ui);
  await step.selectOption({ label: `Krok ${ui.steps.length}: Dodatkowe informacje` });
  await expect(
    preview.getByText(`Krok ${ui.steps.length} z ${ui.steps.length + 1}: Dodatkowe informacje`),
  ).toBeVisible();

  // Thursday: a valid fixture shows the new fields filled.
  await page.getByRole('tab', { name: /Przykłady/ }).click();
  await page.getByRole('button', { name: `Edytuj ${FIXTURE}` }).click();
  const fixture = readJson(`${FORM_1}/fixtures/${FIXTURE}`);
  fixture.data.extraInfo = { ...fixture.data.extraInfo, ownerRole: 'family', ownerPesel: '02070803628' };
  await replaceEditorText(page, 'data', fixture);
  const edited = page.getByTestId(`fixture-${FIXTURE}`);
  await expect(edited).toContainText('niezapisany');
  await expect(edited).toHaveAttribute('data-pass', 'true');

  // Friday: the change report lists the week and asks for a new version; the catalog gets it.
  await page.getByRole('tab', { name: 'Zmiany' }).click();
  const report = page.getByRole('tabpanel');
  await expect(report).toContainText(
    'Zmieniono etykietę pola: „Planowany początek poboru energii” → „Planowany początek poboru energii elektrycznej”.',
  );
  await expect(report).toContainText('Zmieniono pomoc pola');
  await expect(report).toContainText('Dodano pole „Dodatkowe informacje › PESEL właściciela nieruchomości”');
  await expect(report).toContainText(
    'Zmieniono kolejność pól w „Obiekt”: Lokalizacja obiektu, Rodzaj obiektu, Działki.',
  );
  await expect(report).toContainText('Dodano krok „Dodatkowe informacje”.');
  const asked = (await report.getByText(/Potrzebna nowa wersja: /).textContent()) ?? '';
  const [, from, to] = /Potrzebna nowa wersja: (\S+) → (\S+)/.exec(asked) ?? [];
  expect(to).toMatch(/^\d+\.\d+\.\d+$/);
  await page.getByRole('button', { name: 'Wpis w katalogu (wersja, kafelki)' }).click();
  const catalog = readFileSync(path.join(root, 'schemas/catalog.json'), 'utf8');
  const entryAt = catalog.indexOf('"folder": "1-przylaczenie-do-40-kw"');
  await replaceEditorText(
    page,
    'data',
    catalog.slice(0, entryAt) + catalog.slice(entryAt).replace(`"version": "${from}"`, `"version": "${to}"`),
  );
  await expect(report).toContainText(`Wersja podniesiona: ${from} → ${to}`);

  await page.getByRole('button', { name: 'Zapisz i sprawdź' }).click();
  await expect(page.getByText(/Pełne sprawdzenie \(pnpm schemas:check\) przeszło/)).toBeVisible({
    timeout: 180_000,
  });
  await expect(page.getByText('Niezapisane zmiany', { exact: true })).toBeHidden();

  await page.getByRole('tab', { name: 'Propozycja' }).click();
  await expect(page.getByLabel('Opis zmiany (wiadomość commita)')).toHaveValue(/^Formularz 1 \(/);
  await page.getByRole('button', { name: 'Zaproponuj zmianę' }).click();
  await expect(page.getByText(/Zmiana zatwierdzona na gałęzi formularz-1-/)).toBeVisible();

  // The proposed commit, as a reviewer and CI get it: everything committed, the check and Prettier pass.
  expect(git('status', '--porcelain')).toBe('');
  const changed = git('diff', '--name-only', 'HEAD~1', 'HEAD').split('\n');
  expect(changed).toEqual(
    expect.arrayContaining([
      `${FORM_1}/schema.json`,
      `${FORM_1}/ui.json`,
      `${FORM_1}/fixtures/${FIXTURE}`,
      'schemas/catalog.json',
    ]),
  );
  expect(readJson('schemas/catalog.json').forms.find((form: Json) => form.id === 1).version).toBe(to);
  const check = () =>
    execFileSync('pnpm', ['exec', 'tsx', 'apps/studio/e2e/check-root.ts', root], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  expect(check).not.toThrow();
  const formatted = changed.filter((file) => /\.(json|md)$/.test(file)).map((file) => path.join(root, file));
  expect(() =>
    execFileSync(
      'pnpm',
      ['exec', 'prettier', '--check', '--config', path.join(repoRoot, '.prettierrc.json'), ...formatted],
      { cwd: repoRoot, stdio: 'pipe' },
    ),
  ).not.toThrow();
});
