// What the widgets and templates need from the wizard around them, without prop drilling through RJSF:
// the shown-errors store, the whole form's data (for "same as" addresses and phase rules that read other
// sections), "today" for date ranges, and the registry of rendered fields. The value is created once per
// wizard and never changes identity, so it never re-renders a field by itself.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FieldErrorStore } from './fieldErrorStore.ts';

export interface EngineRuntime {
  readonly errors: FieldErrorStore;
  /** Warnings shown beneath fields (applications-spec §5): same store, never blocking a step. */
  readonly warnings: FieldErrorStore;
  /** The whole form's current data (all steps). */
  getFormData(): Record<string, unknown>;
  /** 'YYYY-MM-DD' in Europe/Warsaw unless the wizard was given another. */
  readonly today: string;
  /**
   * Called by FieldTemplate (and widgets with fields of their own): the field `id` is on screen and stands
   * for the JSON Pointer `pointer`. Errors are shown under the nearest registered field. Returns the
   * unregister function for the effect's cleanup.
   */
  registerField(id: string, pointer: string): () => void;
  /** The pointer of a field id FieldTemplate has rendered (it notes it while rendering, before children). */
  pointerOf(id: string): string | undefined;
  notePointer(id: string, pointer: string): void;
  /** Whether a section's title repeats the step heading (then the section shows no heading of its own). */
  isSectionTitleHidden(section: string, title: string | undefined): boolean;
  /**
   * A titled group appeared on the open step after it was shown, because of an answer (a condition's
   * `then`): the wizard announces it and brings it into view (it could appear above, unseen).
   */
  groupRevealed?(element: HTMLElement, title: string): void;
}

/** Set once the open step's first render is on the page: a group mounting after that was revealed. */
export const StepShownContext = createContext<{ readonly current: boolean } | null>(null);

export const EngineContext = createContext<EngineRuntime | null>(null);

export function useEngineRuntime(): EngineRuntime | null {
  return useContext(EngineContext);
}

const noSubscription = () => () => undefined;

/**
 * The messages shown under the field `id`: from the wizard's store, or RJSF's `rawErrors` when a widget
 * renders outside the wizard (stories, a plain RJSF Form).
 */
export function useFieldErrors(id: string, rawErrors?: readonly string[]): readonly string[] {
  const runtime = useEngineRuntime();
  const subscribe = useCallback(
    (listener: () => void) => (runtime ? runtime.errors.subscribe(id, listener) : noSubscription()),
    [runtime, id],
  );
  const fromStore = useSyncExternalStore(
    subscribe,
    () => (runtime ? runtime.errors.get(id) : undefined),
    () => (runtime ? runtime.errors.get(id) : undefined),
  );
  return fromStore && fromStore.length > 0 ? fromStore : (rawErrors ?? []);
}

const NO_WARNINGS: readonly string[] = Object.freeze([]);

/** The warnings shown under the field `id` (none outside the wizard). */
export function useFieldWarnings(id: string): readonly string[] {
  const runtime = useEngineRuntime();
  const subscribe = useCallback(
    (listener: () => void) => (runtime ? runtime.warnings.subscribe(id, listener) : noSubscription()),
    [runtime, id],
  );
  return useSyncExternalStore(
    subscribe,
    () => (runtime ? runtime.warnings.get(id) : NO_WARNINGS),
    () => (runtime ? runtime.warnings.get(id) : NO_WARNINGS),
  );
}
