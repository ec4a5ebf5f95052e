import { beforeEach, describe, expect, it } from 'vitest';
import { editsToOffer, forgetEdits, keepEdits, readAutosave } from './autosave.ts';

const onDisk = { 'schema.json': '{"title":"A"}', 'ui.json': '{"steps":[]}' };
const edited = { 'schema.json': '{"title":"B"}', 'ui.json': '{"steps":[]}' };
const now = new Date('2026-11-29T08:00:00Z');

describe('autosave of the studio', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the edits of each form apart and offers them back', () => {
    keepEdits(localStorage, 1, onDisk, edited, now);
    expect(editsToOffer(localStorage, 1, onDisk)).toEqual({
      base: onDisk,
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
    expect(editsToOffer(localStorage, 1, edited)).toBeNull();
    forgetEdits(localStorage, 1);
    expect(readAutosave(localStorage, 1)).toBeNull();
  });

  it('ignores a damaged copy', () => {
    localStorage.setItem('studio-autosave:1', '{"base":1}');
    expect(readAutosave(localStorage, 1)).toBeNull();
    localStorage.setItem('studio-autosave:1', 'not json');
    expect(readAutosave(localStorage, 1)).toBeNull();
  });
});
