// The wizard with real forms from schemas/ (after `pnpm schemas:build`), at 390 px and 1280 px.
import { Code, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WizardForm } from '../form/types.ts';
import { loadGeneratedForm } from '../test/generatedForms.ts';
import { FormWizard } from './FormWizard.tsx';

function WizardStory({ form, formId }: { form: WizardForm | null; formId: number }) {
  if (!form) {
    return (
      <Text>
        Brak wygenerowanego formularza {formId}. Uruchom <Code>pnpm schemas:build</Code> i odśwież Storybook.
      </Text>
    );
  }
  return (
    <FormWizard
      form={form}
      draftKey={`storybook-${formId}`}
      onSubmit={async (data, files, helpers) => {
        console.info(
          'Wysłano',
          data,
          files.map((file) => file.partName),
        );
        helpers.clearDraft();
      }}
    />
  );
}

const meta = {
  title: 'Form engine/Kreator wniosku',
  component: WizardStory,
  args: { form: null, formId: 1 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrzylaczenieDo40kW: Story = {
  args: { formId: 1 },
  loaders: [async () => ({ form: await loadGeneratedForm(1) })],
  render: (args, { loaded }) => (
    <WizardStory formId={args.formId} form={(loaded as { form: WizardForm | null }).form} />
  ),
};

export const PrzylaczenieDo40kWTelefon: Story = {
  ...PrzylaczenieDo40kW,
  globals: { viewport: { value: 'mobile' } },
};

export const RejestracjaKonta: Story = {
  args: { formId: 100 },
  loaders: [async () => ({ form: await loadGeneratedForm(100) })],
  render: (args, { loaded }) => (
    <WizardStory formId={args.formId} form={(loaded as { form: WizardForm | null }).form} />
  ),
};
