// The form studio. `pnpm studio` serves its production build (tools/studio.mjs builds
// it when its sources changed, server/serve.ts serves it with the API); `pnpm studio:dev` runs this
// config's dev server, whose only backend is the studio API plugin (server/plugin.ts), for work on the
// studio itself. Both read and write schemas/ through @portal/schema-kit, as `pnpm schemas:*` do.
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vite';
import { studioApi } from './server/plugin.ts';
import { reactWithLinguiMacro } from '@portal/ui/vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The Lingui macro looks its config up from process.cwd(); pin it to this app's file.
const linguiConfig = here('./lingui.config.ts');
process.env.LINGUI_CONFIG ??= linguiConfig;

/** The validation runtime the preview's validators import, under a name serve.ts knows (RUNTIME_FILE). */
const RUNTIME_ENTRY = 'validation-runtime';

export default defineConfig(({ command }) => ({
  root: here('.'),
  plugins: [
    reactWithLinguiMacro(),
    lingui({ configPath: linguiConfig }),
    command === 'serve' ? studioApi() : null,
  ],
  server: {
    port: Number(process.env.STUDIO_PORT ?? 5173),
    strictPort: true,
    host: '127.0.0.1',
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The studio runs on the analyst's machine: one big chunk costs nothing to fetch from localhost.
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: {
        index: here('index.html'),
        preview: here('preview.html'),
        // Built as an entry of its own that keeps its exports: the server's validator modules import it.
        [RUNTIME_ENTRY]: '@portal/validation/runtime',
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk) =>
          chunk.name === RUNTIME_ENTRY ? `assets/${RUNTIME_ENTRY}.js` : 'assets/[name]-[hash].js',
      },
    },
  },
}));
