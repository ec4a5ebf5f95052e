import type { Preview } from '@storybook/react-vite';
// Relative: the repo root does not depend on the workspace packages (they resolve to the same files).
import { UiProvider } from '../packages/ui/src/index.ts';
import { activateLocale, i18n } from '../apps/portal/src/lib/i18n.ts';

// The portal's Polish catalog, so stories show the texts a production build shows.
activateLocale();

const preview: Preview = {
  decorators: [
    (Story) => (
      <UiProvider i18n={i18n}>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Telefon 390 px', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Komputer 1280 px', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
