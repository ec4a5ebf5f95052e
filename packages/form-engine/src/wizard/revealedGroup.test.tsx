import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import type { WizardForm } from '../form/types.ts';
import { generateValidator } from '../test/generatedValidator.ts';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { FormWizard } from './FormWizard.tsx';

// Form 28's shape: the answer to the step's last question adds a required group above it.
const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    change: {
      type: 'object',
      title: 'Zmiana',
      properties: {
        place: {
          type: 'string',
          title: 'Gdzie są liczniki',
          oneOf: [
            { const: 'house', title: 'W domu' },
            { const: 'building', title: 'W budynku wielolokalowym' },
          ],
        },
      },
      required: ['place'],
      propertyNames: { enum: ['place', 'consent'] },
      if: { properties: { place: { const: 'building' } }, required: ['place'] },
      then: {
        properties: {
          consent: {
            type: 'object',
            title: 'Zgoda zarządcy budynku',
            properties: {
              address: {
                type: 'object',
                title: 'Adres zarządcy',
                properties: { city: { type: 'string', title: 'Miejscowość' } },
              },
            },
          },
        },
        required: ['consent'],
      },
    },
  },
  required: ['change'],
} as const;

async function revealForm(): Promise<WizardForm> {
  return {
    entry: { id: 902, title: 'Wniosek z warunkiem', version: '1.0.0' },
    schema: schema as unknown as Record<string, unknown>,
    ui: {
      steps: [{ id: 'zmiana', title: 'Zmiana', fields: ['change'] }],
      uiSchema: { change: { 'ui:order': ['consent', 'place'] } },
    },
    validate: await generateValidator(schema),
  };
}

describe('a group an answer reveals', () => {
  it('is announced in the polite live region, once, by its title (the outermost group)', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={await revealForm()} onSubmit={() => undefined} today="2026-11-23" />);
    await screen.findByRole('heading', { level: 2, name: 'Zmiana' });
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('');

    await user.click(screen.getByLabelText('W budynku wielolokalowym'));
    expect(await screen.findByRole('group', { name: 'Zgoda zarządcy budynku' })).toBeInTheDocument();
    await waitFor(() => expect(live).toHaveTextContent('Nowa część formularza: Zgoda zarządcy budynku'));
  });

  it('is not announced when the step opens with it already shown', async () => {
    window.localStorage.setItem(
      'portal.wniosek.szkic.902',
      JSON.stringify({
        formId: 902,
        version: '1.0.0',
        savedAt: '2026-11-22T10:00:00.000Z',
        stepIndex: 0,
        completedSteps: [],
        data: { change: { place: 'building' } },
      }),
    );
    renderWithUi(<FormWizard form={await revealForm()} onSubmit={() => undefined} today="2026-11-23" />);
    expect(await screen.findByRole('group', { name: 'Zgoda zarządcy budynku' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });
});
