// `pnpm studio` (issue 19): the form studio's dev server. Its only backend is the studio API plugin
// (server/plugin.ts), which reads and writes schemas/ through the tools of tools/schemas.
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { studioApi } from './server/plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The Lingui macro looks its config up from process.cwd(); pin it to this app's file.
const linguiConfig = here('./lingui.config.ts');
process.env.LINGUI_CONFIG ??= linguiConfig;

export default defineConfig({
  root: here('.'),
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ configPath: linguiConfig }),
    studioApi(),
  ],
  server: {
    port: Number(process.env.STUDIO_PORT ?? 5173),
    strictPort: true,
    host: '127.0.0.1',
  },
  build: { outDir: 'dist', target: 'es2022' },
});
