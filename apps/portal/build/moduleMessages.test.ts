// @vitest-environment node
// The catalog split by module: every module registers the compiled texts of the ids in its own
// code, and the build fails when a file the catalog says uses a message did not register it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { messageIdsIn, missingRegistrations, moduleMessages, readCatalog } from './moduleMessages.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const configPath = here('../lingui.config.ts');

describe('messageIdsIn', () => {
  it('finds the catalog ids the macro left in the code, and nothing else', () => {
    const catalog = { AbC12d: ['Zapisz'], 'x+Y/9z': ['Anuluj'], other: ['Inne'] };
    const code = `jsx(Trans, { id: "AbC12d" }); i18n._({ id: 'x+Y/9z', values: { n } }); const s = "plain";`;
    expect(messageIdsIn(code, catalog)).toEqual(['AbC12d', 'x+Y/9z']);
  });
});

describe('missingRegistrations', () => {
  it('names a message whose file was compiled without its id, and ignores files not compiled', () => {
    const origins = new Map([
      ['a1', ['/src/A.tsx']],
      ['b2', ['/src/A.tsx', '/src/B.tsx']],
      ['c3', ['/src/NotBuilt.tsx']],
    ]);
    const found = new Map([
      ['/src/A.tsx', new Set(['a1', 'b2'])],
      ['/src/B.tsx', new Set<string>()],
    ]);
    expect(missingRegistrations(origins, found)).toEqual(['b2 in /src/B.tsx']);
  });
});

describe('the plugin', () => {
  it('compiles the whole catalog and prepends the module’s own messages to it', async () => {
    const { compiled, origins } = await readCatalog(configPath);
    expect(Object.keys(compiled).length).toBe(origins.size);
    const [someId, otherId] = Object.keys(compiled);
    const src = path.join(here('../src'), 'features/example/Example.tsx');
    const plugin: Plugin = moduleMessages({
      configPath,
      sourceDirs: [here('../src')],
      registerModule: here('../src/lib/messageCatalog.ts'),
    });
    await (plugin.buildStart as () => Promise<void>).call({});
    const transform = plugin.transform as (code: string, id: string) => TransformResult | null;
    const result = transform.call({}, `export const t = () => i18n._({ id: "${someId}" });`, src);
    expect(result?.code).toContain('registerMessages');
    expect(result?.code).toContain(JSON.stringify({ [someId!]: compiled[someId!] }));
    expect(result?.code).not.toContain(`"${otherId}":`);
    expect(transform.call({}, 'export const x = 1;', src)).toBeNull();
    expect(
      transform.call({}, `i18n._({ id: "${someId}" })`, '/elsewhere/node_modules/lib/index.js'),
    ).toBeNull();
  }, 60_000);
});
