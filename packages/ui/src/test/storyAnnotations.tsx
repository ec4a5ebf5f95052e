import { i18n } from '@lingui/core';
import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '../provider/UiProvider.tsx';

/** The decorators Storybook's preview applies, for stories rendered as tests (portable stories). */
export const storyAnnotations: Preview = {
  decorators: [
    (Story) => (
      <UiProvider i18n={i18n}>
        <Story />
      </UiProvider>
    ),
  ],
};
