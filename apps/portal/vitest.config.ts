import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { portalModuleMessages } from './build/moduleMessages.ts';

// The Lingui macro looks its config up from process.cwd(), which is the repo root under `vitest --project`.
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

export default defineProject({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: linguiConfig }),
    // As in the build (vite.config.ts): each module registers its own messages.
    portalModuleMessages(),
  ],
  test: {
    name: 'portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    clearMocks: true,
    restoreMocks: true,
    // A screen test renders whole journeys in jsdom: 3–4 s here, more on CI's two busy cores.
    testTimeout: 20_000,
  },
});
