import { afterEach, describe, expect, it } from 'vitest';
import {
  discardAllLetterDrafts,
  discardLetterDraft,
  keepLetterDraftsOf,
  readLetterDraft,
  saveLetterDraft,
} from './letterDraft.ts';

const jan = 'jan@example.com';
const anna = 'anna@example.com';
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

afterEach(() => discardAllLetterDrafts());

describe('letter drafts', () => {
  it('keep the text, the files and the open dialog of a case for its author', () => {
    const file = pdf('umowa.pdf');
    saveLetterDraft(jan, 7, { text: 'Proszę o kontakt.', files: [file], open: true });
    expect(readLetterDraft(jan, 7)).toEqual({
      text: 'Proszę o kontakt.',
      files: [file],
      lostFileNames: [],
      open: true,
    });
    expect(readLetterDraft(jan, 8)).toBeNull();
  });

  it('never show one account a draft of another', () => {
    saveLetterDraft(jan, 7, { text: 'Tajne', files: [pdf('a.pdf')], open: true });
    expect(readLetterDraft(anna, 7)).toBeNull();
  });

  it('wait through an expiry (nobody signed in) and are forgotten when another account signs in', () => {
    saveLetterDraft(jan, 7, { text: 'Tajne', files: [pdf('a.pdf')], open: true });
    keepLetterDraftsOf(null);
    expect(readLetterDraft(jan, 7)?.text).toBe('Tajne');
    keepLetterDraftsOf(jan);
    expect(readLetterDraft(jan, 7)?.text).toBe('Tajne');
    keepLetterDraftsOf(anna);
    expect(readLetterDraft(jan, 7)).toBeNull();
    expect(sessionStorage.getItem('letter_drafts')).toBeNull();
  });

  it('keep only the text and the file names across a reload (a File cannot be stored)', async () => {
    saveLetterDraft(jan, 7, { text: 'Tekst', files: [pdf('a.pdf'), pdf('b.pdf')], open: true });
    const stored = sessionStorage.getItem('letter_drafts');
    // A reload: the page's memory starts empty, the tab's storage stays.
    discardAllLetterDrafts();
    sessionStorage.setItem('letter_drafts', stored!);
    expect(readLetterDraft(jan, 7)).toEqual({
      text: 'Tekst',
      files: [],
      lostFileNames: ['a.pdf', 'b.pdf'],
      open: true,
    });
  });

  it('forget an emptied or sent letter, and everything at logout', () => {
    saveLetterDraft(jan, 7, { text: 'Tekst', files: [], open: true });
    saveLetterDraft(jan, 7, { text: '  ', files: [], open: true });
    expect(readLetterDraft(jan, 7)).toBeNull();
    saveLetterDraft(jan, 7, { text: 'Tekst', files: [], open: true });
    discardLetterDraft(jan, 7);
    expect(readLetterDraft(jan, 7)).toBeNull();
    saveLetterDraft(jan, 8, { text: 'Tekst', files: [], open: false });
    discardAllLetterDrafts();
    expect(readLetterDraft(jan, 8)).toBeNull();
  });
});
