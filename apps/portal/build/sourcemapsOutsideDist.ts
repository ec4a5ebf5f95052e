// quality-bar "What the server sends": no source maps in public (2.6 MB of the portal's source
// were served to anyone in production). The build still writes maps, to decode the stacks of reported
// render errors (/api/js-error), but moves them out of dist/, the folder the server serves, into
// sourcemaps/ next to it. The server refuses *.map as well (apps/api plugins/portal-static.ts).
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Moves every *.map under outDir to the same relative path under mapsDir; answers what it moved. */
export function moveSourceMaps(outDir: string, mapsDir: string): string[] {
  rmSync(mapsDir, { recursive: true, force: true });
  const moved: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name.endsWith('.map')) {
        const relative = path.relative(outDir, full);
        const target = path.join(mapsDir, relative);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(full, target);
        moved.push(relative);
      }
    }
  };
  walk(outDir);
  return moved.sort();
}

export function sourcemapsOutsideDist(mapsDir: string): Plugin {
  let outDir = '';
  return {
    name: 'portal:sourcemaps-outside-dist',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      moveSourceMaps(outDir, mapsDir);
    },
  };
}
