// The wizards' scheduled draft saves, so that code about to read a draft (the studio's preview taking
// the typed answers over to an edited form) can have the last keystrokes written first.
const pending = new Set<() => void>();

export function registerPendingSave(flush: () => void): () => void {
  pending.add(flush);
  return () => pending.delete(flush);
}

/** Writes every draft a mounted wizard has yet to save (its debounce not yet run out). */
export function flushPendingDraftSaves(): void {
  for (const flush of pending) flush();
}
