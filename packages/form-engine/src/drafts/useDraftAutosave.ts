// Saves the draft while the user types, debounced (~500 ms after the last change, so a burst of keystrokes
// is one write), and at once when the step changes or the page is hidden (a closed tab, a switched app on
// a phone). quality-bar "Reliability": nothing the user typed is lost.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { writeDraft, type StoredDraft } from './draftStorage.ts';
import { registerPendingSave } from './pendingSaves.ts';

export const DRAFT_SAVE_DELAY_MS = 500;

export interface DraftAutosave {
  /** Save after DRAFT_SAVE_DELAY_MS unless another change comes first. */
  schedule(): void;
  /** Save now (and drop a scheduled save). */
  flush(): void;
  /** Drop a scheduled save and stop saving until the next change (after the draft was cleared). */
  cancel(): void;
}

export function useDraftAutosave(draftKey: string | number, snapshot: () => StoredDraft): DraftAutosave {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);
  const snapshotRef = useRef(snapshot);
  // The newest snapshot for the saves to come, updated once the render is committed (before any event).
  useLayoutEffect(() => {
    snapshotRef.current = snapshot;
  });

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current) return;
    dirty.current = false;
    writeDraft(draftKey, snapshotRef.current());
  }, [draftKey]);

  const schedule = useCallback(() => {
    dirty.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [flush]);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    dirty.current = false;
  }, []);

  useEffect(() => {
    const onHide = () => flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    const unregister = registerPendingSave(flush);
    return () => {
      unregister();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  return useMemo(() => ({ schedule, flush, cancel }), [schedule, flush, cancel]);
}
