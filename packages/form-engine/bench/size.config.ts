// The wizard chunk's size on top of what the portal's first view already loads (React, Chakra UI, Emotion,
// Lingui, dayjs, @portal/ui are external here): `pnpm --filter @portal/form-engine bench:size`.
// quality-bar "Wizard chunk": the wizard chunk (engine + validators + one form) <= 150 KB gzip more.
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const linguiConfig = fileURLToPath(new URL('../../../apps/portal/lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

const shared = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@chakra-ui\//,
  /^@emotion\//,
  /^@lingui\//,
  /^dayjs($|\/)/,
  /^@portal\/ui$/,
];

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: linguiConfig }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/size', import.meta.url)),
    minify: 'esbuild',
    emptyOutDir: true,
    // An app build (not lib mode, which keeps whitespace in ES output) of the engine entry alone.
    rollupOptions: {
      input: { 'wizard-chunk': fileURLToPath(new URL('./engineEntry.ts', import.meta.url)) },
      preserveEntrySignatures: 'exports-only',
      external: (id) => shared.some((pattern) => pattern.test(id)),
      output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' },
    },
  },
});
