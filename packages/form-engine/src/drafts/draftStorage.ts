// Drafts (quality-bar "Reliability": nothing the user typed is lost — a draft survives a reload, a closed
// tab, going offline and a failed submit). Saved to localStorage while the user types, tied to the form's
// catalog `version`; cleared after a successful send (the portal calls clearDraft).
// This module is light on purpose (no React, no RJSF): the portal may import it outside the wizard chunk
// through '@portal/form-engine/drafts'.

export const DRAFT_STORAGE_PREFIX = 'portal.wniosek.szkic.';

export interface StoredDraft {
  readonly formId: number;
  /** The catalog version of the form the draft was written for. */
  readonly version: string;
  /** ISO timestamp. */
  readonly savedAt: string;
  /** The step the user was on (index into ui.json steps; the summary is steps.length). */
  readonly stepIndex: number;
  /** Step ids the user has completed (moved past with a valid step). */
  readonly completedSteps: readonly string[];
  readonly data: Record<string, unknown>;
  /**
   * Written by a tool that opens the wizard on given answers (the form studio's preview), not by
   * the user: restored without "Przywróciliśmy niewysłany wniosek", which would follow every edit there.
   */
  readonly prefilled?: boolean;
}

export function draftStorageKey(draftKey: string | number): string {
  return `${DRAFT_STORAGE_PREFIX}${draftKey}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on access; the wizard then simply works without drafts.
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readDraft(draftKey: string | number): StoredDraft | null {
  const raw = storage()?.getItem(draftStorageKey(draftKey));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      !isObject(parsed) ||
      typeof parsed.version !== 'string' ||
      typeof parsed.formId !== 'number' ||
      !isObject(parsed.data)
    ) {
      return null;
    }
    return {
      formId: parsed.formId,
      version: parsed.version,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : new Date(0).toISOString(),
      stepIndex: typeof parsed.stepIndex === 'number' ? parsed.stepIndex : 0,
      completedSteps: Array.isArray(parsed.completedSteps)
        ? parsed.completedSteps.filter((id) => typeof id === 'string')
        : [],
      data: parsed.data,
      ...(parsed.prefilled === true ? { prefilled: true } : {}),
    };
  } catch {
    return null;
  }
}

export function writeDraft(draftKey: string | number, draft: StoredDraft): boolean {
  try {
    storage()?.setItem(draftStorageKey(draftKey), JSON.stringify(draft));
    return true;
  } catch {
    // Quota exceeded or storage disabled: keep working; the data is still in memory.
    return false;
  }
}

/** Forgets the draft of a form, e.g. after the application was sent. `draftKey` defaults to the form id. */
export function clearDraft(draftKey: string | number): void {
  try {
    storage()?.removeItem(draftStorageKey(draftKey));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export function hasDraft(draftKey: string | number): boolean {
  return readDraft(draftKey) !== null;
}
