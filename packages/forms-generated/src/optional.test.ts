// `pnpm test` runs `pnpm schemas:build` first, so the optional loader must find the forms here.
import { expect, it } from 'vitest';
import { loadGeneratedForm, loadGeneratedIndex } from './optional.ts';

it('loads an online form through the glob, and nothing for a PDF form or an unknown id', async () => {
  const index = await loadGeneratedIndex();
  expect(index?.catalog.forms.length).toBeGreaterThan(0);
  const form = await loadGeneratedForm(1);
  expect(form?.entry.id).toBe(1);
  expect(form?.ui.steps.length).toBeGreaterThan(0);
  expect(typeof form?.validate).toBe('function');
  expect(await loadGeneratedForm(8)).toBeNull();
  expect(await loadGeneratedForm(999)).toBeNull();
});
