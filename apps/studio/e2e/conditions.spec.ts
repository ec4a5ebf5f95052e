// The studio's visual conditions: the analyst makes "Numer uzgodnienia z operatorem" required when "Numer
// stacji, rozdzielnicy lub słupa" has a value (form 20) in the Warunki panel, sees the if/then it wrote in
// the JSON editor and the field becoming required in the preview once the other is filled, changes it to
// "shown and required" (the field goes while the other is empty), and takes both back with the editor's undo.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

const CONTROL = 'Numer stacji, rozdzielnicy lub słupa';
const TARGET = 'Numer uzgodnienia z operatorem';
const SENTENCE = `Pole „${TARGET}” jest wymagane, gdy „${CONTROL}” ma wartość.`;

test('require a field when another has a value, visually, then show it only then; the preview follows; undo takes each back', async ({
  page,
}) => {
  await page.goto('/?formularz=20');
  const step = page.getByRole('combobox', { name: 'Krok' });
  await expect(step.locator('option').first()).toHaveText(/^Krok 1: /);
  const preview = page.frameLocator('iframe[title="Podgląd formularza na żywo"]');
  await step.selectOption({ label: 'Krok 2: Prace' });
  const targetLabel = preview.locator('label', { hasText: TARGET });
  await expect(targetLabel).toBeVisible();
  await expect(targetLabel).not.toContainText('(wymagane)');

  await page.getByRole('tab', { name: 'Warunki' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Warunki' });
  // The form's own condition, read from its if/then.
  await expect(panel.getByText('Pole „Jakie to urządzenia?” jest pokazane i wymagane, gdy')).toBeVisible();

  await panel.getByRole('button', { name: 'Dodaj warunek' }).click();
  const editor = panel.getByRole('form', { name: 'Nowy warunek' });
  await editor.getByRole('combobox', { name: 'Gdy pole' }).selectOption({ label: CONTROL });
  await expect(editor.getByRole('combobox', { name: 'Warunek' })).toHaveValue('filled');
  // Chakra's checkbox: its input is hidden, its label takes the click.
  await editor.locator('label').filter({ hasText: TARGET }).click();
  await expect(editor.getByRole('checkbox', { name: TARGET })).toBeChecked();
  await expect(editor.getByRole('combobox', { name: `Co dzieje się z polem ${TARGET}` })).toHaveValue(
    'required',
  );
  expect(await axeViolations(page)).toEqual([]);
  await panel.screenshot({ path: 'test-results/conditions-editor-1280.png' });
  await editor.getByRole('button', { name: 'Zapisz warunek' }).click();

  // The panel reads the condition back from the JSON, which shows the if/then it wrote.
  const item = panel.getByRole('listitem').filter({ hasText: SENTENCE });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Pokaż w JSON' }).click();
  const schemaEditor = page.getByTestId('editor-schema').locator('.cm-content');
  await expect(schemaEditor).toContainText(
    /"if": \{\s*"required": \[\s*"nodeNumber"\s*\]\s*\},\s*"then": \{\s*"required": \[\s*"agreementReference"\s*\]/,
  );
  await expect(page.getByText('Niezapisane zmiany')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await panel.screenshot({ path: 'test-results/conditions-panel-1280.png' });

  // The preview: required once the controlling field has a value.
  await expect(targetLabel).not.toContainText('(wymagane)');
  // Filled again if the edited schema reached the preview after the answer and started it afresh.
  await expect(async () => {
    await preview.getByLabel(CONTROL).fill('15-0231');
    await expect(targetLabel).toContainText('(wymagane)', { timeout: 3_000 });
  }).toPass({ timeout: 10_000 });

  // At a phone's width the panel still reads (looked at, not measured).
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.screenshot({ path: 'test-results/conditions-panel-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Changed in place to "shown and required": the field is there only while the other has a value.
  await item.getByRole('button', { name: 'Zmień' }).click();
  const change = panel.getByRole('form', { name: 'Zmiana warunku' });
  await change
    .getByRole('combobox', { name: `Co dzieje się z polem ${TARGET}` })
    .selectOption({ label: 'pokazane i wymagane' });
  await change.getByRole('button', { name: 'Zapisz warunek' }).click();
  const shown = `Pole „${TARGET}” jest pokazane i wymagane, gdy „${CONTROL}” ma wartość.`;
  await expect(panel.getByText(shown)).toBeVisible();
  await expect(targetLabel).toContainText('(wymagane)');
  await preview.getByLabel(CONTROL).fill('');
  await expect(targetLabel).toBeHidden();

  // The editor's undo takes each change back in one step; the panel and the preview follow.
  await schemaEditor.click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(panel.getByText(SENTENCE)).toBeVisible();
  await expect(targetLabel).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(schemaEditor).not.toContainText(/"then": \{\s*"required": \[\s*"agreementReference"/);
  await expect(panel.getByText(SENTENCE)).toBeHidden();
  await expect(targetLabel).not.toContainText('(wymagane)');
});
