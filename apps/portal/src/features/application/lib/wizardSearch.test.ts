import { describe, expect, it } from 'vitest';
import { catalog } from '@portal/forms-generated';
import { testCatalog } from '../test/fixtures.tsx';
import { categoryOfForm, frequentLists, tileOfForm } from './applicationCatalog.ts';
import { validateWizardSearch } from './wizardSearch.ts';
import { resolveWizardStep } from './wizardStep.ts';

describe('validateWizardSearch', () => {
  it.each([
    [{}, { rodzaj: undefined, sprawa: undefined, formularz: undefined }],
    [{ rodzaj: 'przylaczenia' }, { rodzaj: 'przylaczenia', sprawa: undefined, formularz: undefined }],
    [
      { rodzaj: 'przylaczenia', sprawa: 'przylaczenie-obiektu', formularz: 1 },
      { rodzaj: 'przylaczenia', sprawa: 'przylaczenie-obiektu', formularz: 1 },
    ],
    [{ formularz: '23' }, { rodzaj: undefined, sprawa: undefined, formularz: 23 }],
    [{ formularz: '1.5' }, { rodzaj: undefined, sprawa: undefined, formularz: undefined }],
    [
      { formularz: -1, rodzaj: '<script>' },
      { rodzaj: undefined, sprawa: undefined, formularz: undefined },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(validateWizardSearch(input)).toEqual(expected);
  });
});

describe('resolveWizardStep (applications-spec §2: case type, case kind, the application)', () => {
  it('starts at the case type', () => {
    expect(resolveWizardStep(testCatalog, {})).toEqual({ step: 1 });
  });

  it('opens the case kind of a category', () => {
    const step = resolveWizardStep(testCatalog, { rodzaj: 'przylaczenia' });
    expect(step.step).toBe(2);
    expect(step.step === 2 && step.category.id).toBe('przylaczenia');
    expect(step.step === 2 && step.tile).toBeUndefined();
  });

  it('offers the options of a tile that has them', () => {
    const step = resolveWizardStep(testCatalog, { rodzaj: 'przylaczenia', sprawa: 'przylaczenie-obiektu' });
    expect(step.step === 2 && step.tile?.options?.map((option) => option.formId)).toEqual([1, 2]);
  });

  it('ignores a tile without options and an unknown category', () => {
    expect(
      resolveWizardStep(testCatalog, { rodzaj: 'przylaczenia', sprawa: 'przylaczenie-tymczasowe' }),
    ).toMatchObject({ step: 2, tile: undefined });
    expect(resolveWizardStep(testCatalog, { rodzaj: 'nie-ma-takiej' })).toEqual({ step: 1 });
  });

  it('opens the application, with the category of a shortcut (no category in the address)', () => {
    const step = resolveWizardStep(testCatalog, { formularz: 15 });
    expect(step.step === 3 && step.form.id).toBe(15);
    expect(step.step === 3 && step.category?.id).toBe('zgloszenia-i-zlecenia');
  });

  it('keeps the chosen category of a form that sits in two', () => {
    expect(categoryOfForm(catalog, 8, 'zgloszenia-i-zlecenia')?.id).toBe('zgloszenia-i-zlecenia');
    expect(categoryOfForm(catalog, 8)?.id).toBe('przylaczenia');
  });

  it('finds the tile and option of a form', () => {
    const category = testCatalog.categories[0];
    expect(tileOfForm(category, 2)).toMatchObject({
      tile: { id: 'przylaczenie-obiektu' },
      option: { formId: 2 },
    });
    expect(tileOfForm(category, 6)).toMatchObject({ tile: { id: 'przylaczenie-tymczasowe' } });
  });
});

describe('the real catalog', () => {
  it('has the frequent lists of applications-spec §2: connections 1, 2, 6 and technical service 15, 23', () => {
    expect(frequentLists(catalog).map((list) => list.forms.map((form) => form.id))).toEqual([
      [1, 2, 6],
      [15, 23],
    ]);
  });

  it('opens every tile of every category: an available form, or options that each open one', () => {
    for (const category of catalog.categories) {
      for (const tile of category.tiles) {
        const ids = tile.options ? tile.options.map((option) => option.formId) : [tile.formId];
        for (const id of ids)
          expect(
            catalog.forms.some((form) => form.id === id),
            `${tile.id} -> ${id}`,
          ).toBe(true);
      }
    }
  });
});
