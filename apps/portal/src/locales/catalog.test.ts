// @vitest-environment node
// The production build strips the Polish source texts from the code (the Lingui macro keeps only message
// ids), so a message missing from the catalog would show as a hashed id. The build extracts before
// bundling; this test also fails when the committed catalog lags behind the code (run
// `pnpm --filter @portal/portal i18n:extract`).
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { messages as compiled } from './pl/messages.po';

const configPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

// Extracting reads and parses every source file of the catalog (about 8 s of CPU on CI's machine): the
// three tests share one extraction.
let extraction: ReturnType<typeof extract> | undefined;
function catalogs() {
  extraction ??= extract();
  return extraction;
}

async function extract() {
  const config = getConfig({ configPath, skipValidation: true });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts defines no catalog');
  const extracted = (await catalog.collect()) ?? {};
  const committed = await catalog.read('pl');
  return { extracted, committed };
}

describe('Polish catalog', () => {
  it('holds every message used in apps/portal/src and packages/ui/src', async () => {
    const { extracted, committed } = await catalogs();
    const missing = Object.entries(extracted)
      .filter(([id]) => !committed[id] || committed[id].obsolete)
      .map(
        ([id, entry]) =>
          `${id}: ${entry.message ?? ''} (${(entry.origin ?? []).map(([file]) => file).join(', ')})`,
      );
    expect(Object.keys(extracted).length).toBeGreaterThan(50);
    expect(missing, 'run `pnpm --filter @portal/portal i18n:extract` and commit the catalog').toEqual([]);
  }, 60_000);

  it('covers the shared UI package too', async () => {
    const { extracted } = await catalogs();
    const fromUi = Object.values(extracted).filter((entry) =>
      (entry.origin ?? []).some(([file]) => file.includes('packages/ui/src')),
    );
    expect(fromUi.map((entry) => entry.message)).toEqual(
      expect.arrayContaining(['Ładowanie…', 'Zamknij powiadomienie', 'brak daty']),
    );
  }, 60_000);

  it('compiles to a runtime catalog with a Polish text for every message', async () => {
    const { extracted } = await catalogs();
    const untranslated = Object.keys(extracted).filter((id) => !compiled[id]);
    expect(untranslated).toEqual([]);
  }, 60_000);
});
