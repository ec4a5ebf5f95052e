// The keystroke benchmark page (quality-bar "Keystroke": p95 <= 16 ms on the largest form and >= 5x faster
// than stock RJSF + Chakra theme + liveValidate, same run). `pnpm --filter @portal/form-engine bench` serves
// it; bench/README.md says how to run it in Chromium and read the numbers. The form is read from schemas/
// and its validator generated here (as `pnpm schemas:build` does), so the page needs no other build step.
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { benchFormModule } from './benchForm.ts';

const linguiConfig = fileURLToPath(new URL('../../../apps/portal/lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

const VIRTUAL_ID = 'virtual:bench-form';

function benchForm(): Plugin {
  return {
    name: 'bench-form',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) => (id === `\0${VIRTUAL_ID}` ? benchFormModule(process.env.BENCH_FORM) : undefined),
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    benchForm(),
    // The page ships no compiled catalog: keep the Polish source texts in the production build.
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
    lingui({ configPath: linguiConfig }),
  ],
  build: {
    outDir: 'dist',
    // BENCH_MINIFY=0 keeps names readable for a CPU profile.
    minify: process.env.BENCH_MINIFY !== '0',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        bench: fileURLToPath(new URL('./index.html', import.meta.url)),
        // The engine alone, as the portal's wizard chunk would hold it (for the 150 KB gzip budget).
        engine: fileURLToPath(new URL('./engineEntry.ts', import.meta.url)),
      },
    },
  },
  server: { port: 5180 },
});
