// Nothing an analyst typed is lost: the edited files of each form are kept in the browser after
// each pause in typing, and offered back when the form is opened again (another form chosen meanwhile, a
// reload, a crash). A save that passed, or edits undone back to the files on disk, end the copy. Fixtures
// and the catalog edited in the studio are kept with the form's two files.
import type { EditableFile } from './api.ts';

export type FormTexts = Record<EditableFile, string>;

/** The form's files, and the fixtures (by name) and catalog the analyst changed. */
export interface EditedTexts extends FormTexts {
  readonly fixtures?: Readonly<Record<string, string>>;
  readonly catalog?: string;
}

/** Everything on disk the edits are compared with: every fixture's text and the catalog's. */
export interface DiskTexts extends FormTexts {
  readonly fixtures: Readonly<Record<string, string>>;
  readonly catalog: string;
}

export interface Autosave {
  /** The files on disk the edits started from: a later change on disk is told when offering them back. */
  readonly base: FormTexts;
  readonly edited: EditedTexts;
  /** ISO time of the last keystroke kept. */
  readonly savedAt: string;
}

const key = (formId: number) => `studio-autosave:${formId}`;

export function sameTexts(a: FormTexts, b: FormTexts): boolean {
  return a['schema.json'] === b['schema.json'] && a['ui.json'] === b['ui.json'];
}

/** Whether nothing of `edited` differs from the disk (a fixture edited is compared with its file). */
export function editsOnDisk(edited: EditedTexts, disk: DiskTexts): boolean {
  return (
    sameTexts(edited, disk) &&
    Object.entries(edited.fixtures ?? {}).every(([name, text]) => disk.fixtures[name] === text) &&
    (edited.catalog === undefined || edited.catalog === disk.catalog)
  );
}

function isTexts(value: unknown): value is FormTexts {
  if (typeof value !== 'object' || value === null) return false;
  const texts = value as Record<string, unknown>;
  return typeof texts['schema.json'] === 'string' && typeof texts['ui.json'] === 'string';
}

function isEdited(value: unknown): value is EditedTexts {
  if (!isTexts(value)) return false;
  const { fixtures, catalog } = value as { fixtures?: unknown; catalog?: unknown };
  const fixturesOk =
    fixtures === undefined ||
    (typeof fixtures === 'object' &&
      fixtures !== null &&
      Object.values(fixtures).every((text) => typeof text === 'string'));
  return fixturesOk && (catalog === undefined || typeof catalog === 'string');
}

export function readAutosave(storage: Storage, formId: number): Autosave | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(formId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { base, edited, savedAt } = parsed as Record<string, unknown>;
    if (!isTexts(base) || !isEdited(edited) || typeof savedAt !== 'string') return null;
    return { base, edited, savedAt };
  } catch {
    return null;
  }
}

/** Keeps the edits, or forgets them when they are the files on disk again. */
export function keepEdits(storage: Storage, formId: number, disk: DiskTexts, edited: EditedTexts, now: Date) {
  if (editsOnDisk(edited, disk)) {
    forgetEdits(storage, formId);
    return;
  }
  const base = { 'schema.json': disk['schema.json'], 'ui.json': disk['ui.json'] };
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
export function editsToOffer(storage: Storage, formId: number, disk: DiskTexts): Autosave | null {
  const kept = readAutosave(storage, formId);
  return kept && !editsOnDisk(kept.edited, disk) ? kept : null;
}
