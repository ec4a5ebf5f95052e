// The studio's visual editing: the analyst edits form 1 from the fields panel beside the JSON. Each action
// lands in the JSON editors (the source of truth) and the preview follows; the keyboard does all of it;
// the editor's undo takes a panel's change back.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';

const FIXTURE = 'valid/private-person-new-house.json';

/**
 * The text of a studio editor. CodeMirror draws only the lines in view, so the document is read from its
 * view (`cmTile` is where @codemirror/view 6.43 keeps it; EditorView.findFromDOM reads the same).
 */
async function editorJson(page: Page, kind: 'schema' | 'ui'): Promise<Record<string, any>> {
  const text = await page
    .getByTestId(`editor-${kind}`)
    .locator('.cm-content')
    .evaluate((content) => {
      const tile = (content as unknown as { cmTile?: { root?: { view?: { state: { doc: object } } } } })
        .cmTile;
      return String(tile?.root?.view?.state.doc ?? '');
    });
  return JSON.parse(text) as Record<string, any>;
}

async function editorSelection(page: Page, kind: 'schema' | 'ui'): Promise<string> {
  return page
    .getByTestId(`editor-${kind}`)
    .locator('.cm-content')
    .evaluate((content) => {
      type State = {
        selection: { main: { from: number; to: number } };
        sliceDoc: (a: number, b: number) => string;
      };
      const state = (content as unknown as { cmTile?: { root?: { view?: { state: State } } } }).cmTile?.root
        ?.view?.state;
      return state ? state.sliceDoc(state.selection.main.from, state.selection.main.to) : '';
    });
}

test('visual editing of form 1: select, retitle, require, add a field, move it by keyboard, undo', async ({
  page,
}) => {
  await page.goto('/?formularz=1');
  await expect(page.getByTestId(`fixture-${FIXTURE}`)).toHaveAttribute('data-pass', 'true');
  await page.getByRole('tab', { name: 'Pola' }).click();
  const outline = page.getByRole('list', { name: 'Kroki i pola formularza' });
  await expect(outline).toBeVisible();

  // Selecting a field puts the schema editor's selection on its declaration.
  await outline.getByRole('button', { name: /^Planowany początek poboru energii/ }).click();
  await expect.poll(() => editorSelection(page, 'schema')).toBe('"consumptionStart"');

  // A new label from the panel: in the JSON at once, in the preview after the pause.
  const label = page.getByRole('textbox', { name: 'Etykieta' });
  await expect(label).toHaveValue('Planowany początek poboru energii');
  await label.fill('Początek poboru energii');
  await label.press('Enter');
  await expect
    .poll(
      async () => (await editorJson(page, 'schema')).properties.connection.properties.consumptionStart.title,
    )
    .toBe('Początek poboru energii');
  const steps = page.getByRole('combobox', { name: 'Krok' });
  const preview = page.frameLocator('iframe[title="Podgląd formularza na żywo"]');
  await expect(async () => {
    await steps.selectOption({ label: 'Krok 3: Przyłącze i moc' });
    await expect(preview.getByText(/^Początek poboru energii/)).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 10_000 });

  // Required: the parent's `required` gains the name; the checkbox reads it back from the JSON.
  await outline.getByRole('button', { name: /^Preferowane terminy wizji lokalnej/ }).click();
  const required = page.getByRole('checkbox', { name: 'Pole obowiązkowe' });
  await expect(required).not.toBeChecked();
  // Chakra's checkbox: its drawn box lies over the input, so the label is what takes the click.
  await page.getByText('Pole obowiązkowe', { exact: true }).click();
  await expect
    .poll(async () => (await editorJson(page, 'schema')).properties.connection.required)
    .toContain('siteVisitDates');
  await expect(required).toBeChecked();

  // The palette: a PESEL field at the end of the selected field's section, shown in the outline and preview.
  await page.getByRole('group', { name: 'Rodzaje pól' }).getByRole('button', { name: 'PESEL' }).click();
  await expect
    .poll(async () => (await editorJson(page, 'schema')).properties.connection.properties.pesel)
    .toEqual({ type: 'string', format: 'pesel', title: 'Nowe pole' });
  const order = async () =>
    ((await editorJson(page, 'ui')).uiSchema.connection['ui:order'] as string[]).slice(-2);
  expect(await order()).toEqual(['siteVisitDates', 'pesel']);
  await expect(outline.getByRole('button', { name: /^Nowe pole/ })).toBeVisible();
  await expect(preview.getByLabel('Nowe pole')).toBeVisible();

  // Moved with the keyboard only, once the outline shows the field where ui:order now puts it (last): for
  // a moment after the schema gained it, the outline placed it by ui:order's "*", second in the section,
  // and a move then took it above the first field.
  await expect(page.getByRole('button', { name: 'Przenieś niżej: Nowe pole' })).toBeDisabled();
  await page.getByRole('button', { name: 'Przenieś wyżej: Nowe pole' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['pesel', 'siteVisitDates']);

  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('pola-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('tabpanel', { name: 'Pola' })
    .screenshot({ path: test.info().outputPath('pola-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The editor's undo takes the move back: the panel's change was one edit of the JSON.
  await page.getByTestId('editor-ui').locator('.cm-content').focus();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(order).toEqual(['siteVisitDates', 'pesel']);
});
