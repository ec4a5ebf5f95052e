import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The portal owns the one Lingui catalog, which also covers this package's messages. The macro looks its
// config up from process.cwd() (the repo root under `vitest --project`), so point it at the file.
const linguiConfig = fileURLToPath(new URL('../../apps/portal/lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

export default defineProject({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: linguiConfig }),
  ],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A fresh global context per file in a reused worker: Chakra's import costs half as much as in a new
    // process per file (docs/testing.md).
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
    clearMocks: true,
    restoreMocks: true,
    // A screen test renders whole journeys in jsdom: 3–4 s here, more on CI's two busy cores.
    testTimeout: 20_000,
  },
});
