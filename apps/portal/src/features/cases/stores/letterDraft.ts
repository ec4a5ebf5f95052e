// Customer journeys: a letter being written in "Wyślij nowe pismo" is not lost when the session ends. Its text,
// the names of its files and whether the dialog was open are kept in sessionStorage (this tab only; a
// reload keeps them), the chosen File objects in memory while the tab lives (a File cannot be stored).
// Drafts belong to one account: they are read only for the account that wrote them, and the app layer
// forgets them when another account signs in in this tab or the customer logs out (app/privateData.ts).
const KEY = 'letter_drafts';

export interface LetterDraft {
  text: string;
  /** The chosen files still held in memory. */
  files: File[];
  /** Files chosen before a reload: their names only (they must be chosen again). */
  lostFileNames: string[];
  /** The dialog was open when the customer left (the session ended): it opens again. */
  open: boolean;
}

interface StoredDrafts {
  owner: string;
  letters: Record<string, { text: string; fileNames: string[]; open: boolean }>;
}

/** The chosen files, by case, of the owner in `owner`. */
const memory: { owner: string | null; files: Map<number, File[]> } = { owner: null, files: new Map() };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): StoredDrafts | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredDrafts;
    return typeof parsed?.owner === 'string' && parsed.letters && typeof parsed.letters === 'object'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function writeStored(drafts: StoredDrafts | null): void {
  try {
    if (!drafts || Object.keys(drafts.letters).length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(drafts));
  } catch {
    // Full or refused storage: the draft then lives in memory only.
  }
}

/** The draft `owner` left on case `issueId`, or null (another account's draft is never returned). */
export function readLetterDraft(owner: string, issueId: number): LetterDraft | null {
  const stored = readStored();
  const letter = stored?.owner === owner ? stored.letters[String(issueId)] : undefined;
  if (!letter) return null;
  const files = memory.owner === owner ? (memory.files.get(issueId) ?? []) : [];
  const held = new Set(files.map((file) => file.name));
  return {
    text: letter.text,
    files,
    lostFileNames: letter.fileNames.filter((name) => !held.has(name)),
    open: letter.open,
  };
}

/** Keeps what `owner` has written on case `issueId`; an empty letter is forgotten. */
export function saveLetterDraft(
  owner: string,
  issueId: number,
  draft: { text: string; files: readonly File[]; open: boolean },
): void {
  if (memory.owner !== owner) {
    memory.owner = owner;
    memory.files.clear();
  }
  const stored = readStored();
  const drafts: StoredDrafts = stored?.owner === owner ? stored : { owner, letters: {} };
  if (!draft.text.trim() && draft.files.length === 0) {
    delete drafts.letters[String(issueId)];
    memory.files.delete(issueId);
  } else {
    drafts.letters[String(issueId)] = {
      text: draft.text,
      fileNames: draft.files.map((file) => file.name),
      open: draft.open,
    };
    memory.files.set(issueId, [...draft.files]);
  }
  writeStored(drafts);
}

/** Forgets the draft of case `issueId` (sent). */
export function discardLetterDraft(owner: string, issueId: number): void {
  saveLetterDraft(owner, issueId, { text: '', files: [], open: false });
}

/**
 * The session's account is now `owner` (null: nobody is signed in). Another account's drafts are
 * forgotten; with nobody signed in (an expiry) they wait for their owner to sign in again.
 */
export function keepLetterDraftsOf(owner: string | null): void {
  if (owner === null) return;
  const stored = readStored();
  if (stored && stored.owner !== owner) writeStored(null);
  if (memory.owner !== null && memory.owner !== owner) {
    memory.owner = null;
    memory.files.clear();
  }
}

/** The customer logged out: every draft of this tab is forgotten. */
export function discardAllLetterDrafts(): void {
  writeStored(null);
  memory.owner = null;
  memory.files.clear();
}
