// @vitest-environment node
// Node's CompressionStream is the browser's (deflate-raw since Node 18); jsdom has none.
import { describe, expect, it } from 'vitest';
import {
  decodeShare,
  encodeShare,
  judgeShare,
  sharedValueOf,
  shareUrl,
  type SharedEdits,
} from './shareLink.ts';

const edits: SharedEdits = {
  formId: 1,
  version: '1.2.0',
  files: {
    'schema.json': `{\n  "title": "Przyłączenie — zażółć gęślą jaźń",\n  "x": "${'a'.repeat(5000)}"\n}\n`,
    'ui.json': '{ "steps": [] }\n',
  },
};

describe('the shareable link', () => {
  it('carries the edited files there and back, Polish letters included', async () => {
    const value = await encodeShare(edits);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    // Compressed: the repeated text takes a fraction of its length.
    expect(value.length).toBeLessThan(edits.files['schema.json'].length / 4);
    expect(await decodeShare(value)).toEqual(edits);
  });

  it('makes a link that opens the form with the edits in the hash', async () => {
    const url = new URL(await shareUrl('http://127.0.0.1:5173/?formularz=3#stare', edits));
    expect(url.searchParams.get('formularz')).toBe('1');
    expect(await decodeShare(sharedValueOf(url.hash)!)).toEqual(edits);
  });

  it('finds no edits in a hash without them', () => {
    expect(sharedValueOf('')).toBeNull();
    expect(sharedValueOf('#inne=1')).toBeNull();
  });

  it('calls a cut, altered or foreign value damaged', async () => {
    const value = await encodeShare(edits);
    expect(await decodeShare(value.slice(0, value.length / 2))).toBeNull();
    expect(await decodeShare(`${value.slice(0, 10)}!${value.slice(11)}`)).toBeNull();
    expect(await decodeShare('')).toBeNull();
    expect(await decodeShare(btoa('{"v":1}').replace(/=+$/, ''))).toBeNull();
    expect(judgeShare(null, '1.2.0')).toEqual({ kind: 'damaged' });
  });

  it('refuses edits made on another version of the form', () => {
    expect(judgeShare(edits, '1.3.0')).toEqual({
      kind: 'too-old',
      linkVersion: '1.2.0',
      formVersion: '1.3.0',
    });
    expect(judgeShare(edits, '1.2.0')).toEqual({ kind: 'apply', edits });
  });
});
