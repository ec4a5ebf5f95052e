import { beforeEach, describe, expect, it } from 'vitest';
import { editsToOffer, forgetEdits, keepEdits, readAutosave } from './autosave.ts';

const onDisk = {
  'schema.json': '{"title":"A"}',
  'ui.json': '{"steps":[]}',
  fixtures: { 'valid/a.json': '{"data":{}}' },
  catalog: '{"forms":[]}',
};
const base = { 'schema.json': onDisk['schema.json'], 'ui.json': onDisk['ui.json'] };
const edited = { 'schema.json': '{"title":"B"}', 'ui.json': '{"steps":[]}' };
const now = new Date('2026-11-29T08:00:00Z');

describe('autosave of the studio', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the edits of each form apart and offers them back', () => {
    keepEdits(localStorage, 1, onDisk, edited, now);
    expect(editsToOffer(localStorage, 1, onDisk)).toEqual({
      base,
      edited,
      savedAt: '2026-11-29T08:00:00.000Z',
    });
    expect(editsToOffer(localStorage, 2, onDisk)).toBeNull();
  });

  it('forgets edits undone back to the files on disk', () => {
    keepEdits(localStorage, 1, onDisk, edited, now);
    keepEdits(localStorage, 1, onDisk, onDisk, now);
    expect(readAutosave(localStorage, 1)).toBeNull();
  });

  it('offers nothing when the files on disk are the edits (saved meanwhile)', () => {
    keepEdits(localStorage, 1, onDisk, edited, now);
    expect(editsToOffer(localStorage, 1, { ...onDisk, ...edited })).toBeNull();
    forgetEdits(localStorage, 1);
    expect(readAutosave(localStorage, 1)).toBeNull();
  });

  it('keeps a fixture and the catalog edited in the studio, until they are on disk', () => {
    const withFixture = {
      ...base,
      fixtures: { 'valid/a.json': '{"data":{"x":1}}', 'invalid/new.json': '{}' },
      catalog: '{"forms":[1]}',
    };
    keepEdits(localStorage, 1, onDisk, withFixture, now);
    expect(editsToOffer(localStorage, 1, onDisk)?.edited).toEqual(withFixture);
    // Saved meanwhile: the disk holds them all.
    const saved = {
      ...onDisk,
      fixtures: { ...onDisk.fixtures, ...withFixture.fixtures },
      catalog: withFixture.catalog,
    };
    expect(editsToOffer(localStorage, 1, saved)).toBeNull();
    keepEdits(localStorage, 1, saved, withFixture, now);
    expect(readAutosave(localStorage, 1)).toBeNull();
  });

  it('ignores a damaged copy', () => {
    localStorage.setItem('studio-autosave:1', '{"base":1}');
    expect(readAutosave(localStorage, 1)).toBeNull();
    localStorage.setItem('studio-autosave:1', 'not json');
    expect(readAutosave(localStorage, 1)).toBeNull();
  });
});
