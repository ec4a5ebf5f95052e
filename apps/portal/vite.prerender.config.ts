// The pre-render's SSR build (build/prerender.ts): src/prerender/entry.tsx compiled for Node, run by the
// browser build's prerender plugin in a process of its own, so that the two builds use both cores.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { rendererBuildConfig } from './build/prerender.ts';
import { prerenderBuild } from './vite.config.ts';

export default defineConfig(
  rendererBuildConfig(fileURLToPath(new URL('.', import.meta.url)), prerenderBuild),
);
