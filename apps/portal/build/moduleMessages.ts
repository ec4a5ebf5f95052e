// Performance, "The first view": the message catalog is split by module, so every chunk carries the Polish
// texts of its own code and no more. The Lingui macro leaves only message ids in the production code; this
// plugin finds the catalog ids in each module of the portal and the shared packages (after the macro has
// run) and puts a call registering exactly those compiled messages at the top of the module. A lazy
// screen's texts thus arrive with its chunk, before any of its components render, and the first view
// carries only the shell's and the login page's texts.
//
// Nothing can go missing unseen: messages.po lists for each message the files that use it (extracted on
// every build), and the build fails when a file it compiled uses a message whose id was not found in it.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

export type CompiledMessages = Record<string, unknown>;

interface CatalogData {
  compiled: CompiledMessages;
  /** For each message id, the files (absolute paths) that use it, from the catalog's origins. */
  origins: Map<string, string[]>;
}

export async function readCatalog(configPath: string): Promise<CatalogData> {
  const config = getConfig({ configPath, skipValidation: true });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts defines no catalog');
  const locale = config.sourceLocale;
  if (!locale) throw new Error('lingui.config.ts names no source locale');
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales || {},
    sourceLocale: locale,
  });
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
  if (errors.length) throw new Error(`messages that do not compile: ${errors.map((e) => e.id).join(', ')}`);
  const entries = (await catalog.read(locale)) ?? {};
  const origins = new Map<string, string[]>();
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.obsolete) continue;
    origins.set(
      id,
      (entry.origin ?? []).map(([file]) => path.resolve(config.rootDir ?? path.dirname(configPath), file)),
    );
  }
  return { compiled: (JSON.parse(source) as { messages: CompiledMessages }).messages, origins };
}

const STRING_LITERAL = /"([^"\\\n]{1,100})"|'([^'\\\n]{1,100})'/g;

/** The catalog ids the code uses: the macro writes each as a string literal (`id: "AbC12d"`). */
export function messageIdsIn(code: string, catalog: CompiledMessages): string[] {
  const ids = new Set<string>();
  for (const match of code.matchAll(STRING_LITERAL)) {
    const literal = match[1] ?? match[2]!;
    if (Object.hasOwn(catalog, literal)) ids.add(literal);
  }
  return [...ids].sort();
}

export interface ModuleMessagesOptions {
  configPath: string;
  /** Folders whose modules use Lingui (the catalog's include list). */
  sourceDirs: string[];
  /** The module exporting registerMessages (src/lib/messageCatalog.ts). */
  registerModule: string;
}

export function moduleMessages({ configPath, sourceDirs, registerModule }: ModuleMessagesOptions): Plugin {
  let catalog: CatalogData | undefined;
  /** What the plugin writes into modules besides their own text: the compiled messages. */
  let catalogDigest = 'none';
  /** Absolute path of each compiled module -> the ids found in it (a file split in parts is merged). */
  const found = new Map<string, Set<string>>();
  const isSource = (file: string) =>
    /\.[cm]?[jt]sx?$/.test(file) &&
    !file.includes(`${path.sep}node_modules${path.sep}`) &&
    file !== registerModule &&
    sourceDirs.some((dir) => file.startsWith(dir + path.sep));

  return {
    name: 'portal:module-messages',
    // After the Lingui macro (in the React plugin's Babel) and TypeScript: the ids are in the code.
    enforce: 'post',
    // Vitest's module cache on disk keys a module by its own text; the messages registered in it are part of
    // its key too (@portal/ui/vite's fsModuleCacheKeys).
    api: { fsModuleCacheKey: () => catalogDigest },
    async buildStart() {
      catalog = await readCatalog(configPath);
      catalogDigest = createHash('sha256').update(JSON.stringify(catalog.compiled)).digest('hex');
      found.clear();
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!catalog || !isSource(file)) return null;
      const ids = messageIdsIn(code, catalog.compiled);
      const seen = found.get(file) ?? new Set<string>();
      for (const messageId of ids) seen.add(messageId);
      found.set(file, seen);
      if (ids.length === 0) return null;
      const messages = Object.fromEntries(ids.map((messageId) => [messageId, catalog!.compiled[messageId]]));
      const result = new MagicString(code);
      // First in the module body (imports are hoisted anyway), so even top-level code finds its texts.
      result.prepend(
        `import { registerMessages as __registerMessages } from ${JSON.stringify(registerModule)};` +
          `__registerMessages(${JSON.stringify(messages)});\n`,
      );
      return { code: result.toString(), map: result.generateMap({ hires: 'boundary' }) };
    },
    buildEnd(error) {
      if (error || !catalog || this.meta.watchMode) return;
      const missing = missingRegistrations(catalog.origins, found);
      if (missing.length) {
        this.error(
          `messages used by a compiled module but not registered with it (their ids were not found in its code):\n  ${missing.join('\n  ')}`,
        );
      }
    },
  };
}

/** Messages the catalog says a compiled file uses, whose ids the plugin did not find in that file. */
export function missingRegistrations(
  origins: Map<string, string[]>,
  found: Map<string, Set<string>>,
): string[] {
  const missing: string[] = [];
  for (const [id, files] of origins) {
    for (const file of files) {
      const ids = found.get(file);
      if (ids && !ids.has(id)) missing.push(`${id} in ${file}`);
    }
  }
  return missing;
}

/** The portal's setting (vite.config.ts, vitest.config.ts, Storybook): the catalog's include list. */
export function portalModuleMessages(): Plugin {
  const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  return moduleMessages({
    configPath: here('../lingui.config.ts'),
    sourceDirs: [here('../src'), here('../../../packages/ui/src'), here('../../../packages/form-engine/src')],
    registerModule: here('../src/lib/messageCatalog.ts'),
  });
}
