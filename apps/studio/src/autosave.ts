// Nothing an analyst typed is lost (issue 31): the edited files of each form are kept in the browser after
// each pause in typing, and offered back when the form is opened again (another form chosen meanwhile, a
// reload, a crash). A save that passed, or edits undone back to the files on disk, end the copy.
import type { EditableFile } from './api.ts';

export type FormTexts = Record<EditableFile, string>;

export interface Autosave {
  /** The files on disk the edits started from: a later change on disk is told when offering them back. */
  readonly base: FormTexts;
  readonly edited: FormTexts;
  /** ISO time of the last keystroke kept. */
  readonly savedAt: string;
}

const key = (formId: number) => `studio-autosave:${formId}`;

export function sameTexts(a: FormTexts, b: FormTexts): boolean {
  return a['schema.json'] === b['schema.json'] && a['ui.json'] === b['ui.json'];
}

function isTexts(value: unknown): value is FormTexts {
  if (typeof value !== 'object' || value === null) return false;
  const texts = value as Record<string, unknown>;
  return typeof texts['schema.json'] === 'string' && typeof texts['ui.json'] === 'string';
}

export function readAutosave(storage: Storage, formId: number): Autosave | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(formId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { base, edited, savedAt } = parsed as Record<string, unknown>;
    if (!isTexts(base) || !isTexts(edited) || typeof savedAt !== 'string') return null;
    return { base, edited, savedAt };
  } catch {
    return null;
  }
}

/** Keeps the edits, or forgets them when they are the files on disk again. */
export function keepEdits(storage: Storage, formId: number, base: FormTexts, edited: FormTexts, now: Date) {
  if (sameTexts(base, edited)) {
    forgetEdits(storage, formId);
    return;
  }
  try {
    storage.setItem(key(formId), JSON.stringify({ base, edited, savedAt: now.toISOString() }));
  } catch {
    // A full or refused storage: the leave guard still warns before the edits go.
  }
}

export function forgetEdits(storage: Storage, formId: number): void {
  storage.removeItem(key(formId));
}

/** The kept edits worth offering for the files now on disk, or null. */
export function editsToOffer(storage: Storage, formId: number, onDisk: FormTexts): Autosave | null {
  const kept = readAutosave(storage, formId);
  return kept && !sameTexts(kept.edited, onDisk) ? kept : null;
}
