// @vitest-environment node
// The entry is minified again after Rollup has made its source map: the map must still lead from the
// minified code back to the sources, or reported errors (/api/js-error) could not be decoded.
import MagicString from 'magic-string';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { minifyEntry } from './minifyEntry.ts';

const source = [
  'export function greeting(name) {',
  '  const text = "Dzień dobry, " + name;',
  '  return text.trim();',
  '}',
  'export function unusedHelper(value) { return value * 2; }',
  'greeting("Anna");',
  '',
].join('\n');

describe('minifyEntry', () => {
  it('minifies the entry and keeps its source map pointing at the sources', async () => {
    const map = new MagicString(source).generateMap({
      source: 'src/greeting.ts',
      includeContent: true,
      hires: true,
    });
    const chunk = {
      type: 'chunk',
      isEntry: true,
      fileName: 'assets/index.js',
      code: source,
      map,
    } as unknown as Rollup.OutputChunk;
    const plugin = minifyEntry();
    await (plugin.generateBundle as (options: unknown, bundle: Rollup.OutputBundle) => Promise<void>).call(
      {},
      {},
      { 'assets/index.js': chunk },
    );
    expect(chunk.code.length).toBeLessThan(source.length);
    expect(chunk.code).toContain('Dzień dobry, ');

    const consumer = new SourceMapConsumer(JSON.parse(chunk.map!.toString()));
    const lines = chunk.code.split('\n');
    const line = lines.findIndex((text) => text.includes('Dzień dobry, '));
    const original = consumer.originalPositionFor({
      line: line + 1,
      column: lines[line]!.indexOf('"Dzień dobry, '),
    });
    expect(original.source).toBe('src/greeting.ts');
    expect(original.line).toBe(2);
  });
});
