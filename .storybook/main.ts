// Storybook for the shared components (packages/ui) and the portal's screens (apps/portal).
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { lingui } from '@lingui/vite-plugin';
import { portalModuleMessages } from '../apps/portal/build/moduleMessages.ts';
import { reactWithLinguiMacro } from '../packages/ui/src/vite/reactWithLinguiMacro.mjs';

// The portal owns the Lingui config and the catalog; the macro looks its config up from process.cwd().
const linguiConfig = fileURLToPath(new URL('../apps/portal/lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/form-engine/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [
        // Babel runs for the Lingui macro only, on the modules that import one, as in the builds.
        reactWithLinguiMacro({ exclude: [/\/forms-generated\/forms\//] }),
        lingui({ configPath: linguiConfig }),
        // As in the portal's build: each module registers its own messages.
        portalModuleMessages(),
      ],
    });
  },
};

export default config;
