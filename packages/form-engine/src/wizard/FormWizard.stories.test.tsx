// The wizard stories load a real form from `pnpm schemas:build` output when it is there.
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { loadGeneratedForm } from '../test/generatedForms.ts';
import { renderWithUi } from '../test/renderWithUi.tsx';
import * as stories from './FormWizard.stories.tsx';

const { PrzylaczenieDo40kW } = composeStories(stories);

it('renders form 1 from the generated forms, or says how to generate them', async () => {
  await PrzylaczenieDo40kW.load();
  renderWithUi(<PrzylaczenieDo40kW />);
  const form = await loadGeneratedForm(1);
  if (form) expect(screen.getByRole('heading', { level: 1, name: form.entry.title })).toBeInTheDocument();
  else expect(screen.getByText(/Brak wygenerowanego formularza 1/)).toBeInTheDocument();
});
