// What every generated form story shares: loading the form's chunks and the play assertions that make each
// story a test (apps/portal/src/test/renderStories.tsx runs them in vitest).
import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isOnlineFormId, loadForm, type LoadedForm } from '@portal/forms-generated';
import type { FormStoryProps } from './FormStory.tsx';

export async function loadStoryForm({
  args,
}: {
  args: Pick<FormStoryProps, 'formId'>;
}): Promise<{ form: LoadedForm }> {
  if (!isOnlineFormId(args.formId)) throw new Error(`Form ${args.formId} is not filed online`);
  return { form: await loadForm(args.formId) };
}

/** The form opens with its title, the first step's heading and "step 1 of N" (the summary counts as a step). */
export async function playFormStory(context: StoryContext<FormStoryProps>) {
  const { form } = context.loaded as { form: LoadedForm };
  const canvas = within(context.canvasElement);
  const first = form.ui.steps[0]!;
  await expect(await canvas.findByRole('heading', { level: 1, name: form.entry.title })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
  await expect(canvas.getByText(`Krok 1 z ${form.ui.steps.length + 1}: ${first.title}`)).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Dalej' })).toBeEnabled();
}
