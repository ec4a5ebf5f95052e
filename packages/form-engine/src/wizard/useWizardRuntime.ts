// The runtime the widgets read (runtime/EngineContext.ts) for one wizard: the stores of shown errors and
// warnings, the whole form's answers, "today", and the registry of rendered fields that maps a field id to
// its JSON Pointer and an error's pointer to the field it is shown under.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EngineRuntime } from '../runtime/EngineContext.ts';
import { FieldErrorStore } from '../runtime/fieldErrorStore.ts';
import { parsePointer } from '@portal/json-pointer';
import type { WizardStore } from './state/wizardStore.ts';
import { FIELD_ID_PREFIX } from './StepForm.tsx';

export interface WizardRuntime {
  readonly runtime: EngineRuntime;
  /** The rendered field an error belongs under: the field itself or its nearest rendered ancestor. */
  readonly idForPointer: (pointer: string) => string;
}

/**
 * Called once per commit that revealed groups, with the first of them in page order (the outermost: a
 * revealed section's own groups mount with it).
 */
export type RevealHandler = (element: HTMLElement, title: string) => void;

export function useWizardRuntime(store: WizardStore, today: string, onReveal?: RevealHandler): WizardRuntime {
  const mountedFields = useRef(new Map<string, string>());
  const revealHandler = useRef(onReveal);
  useEffect(() => {
    revealHandler.current = onReveal;
  }, [onReveal]);
  const revealed = useRef<{ element: HTMLElement; title: string }[]>([]);
  const notedPointers = useRef(new Map<string, string>());
  const [errors] = useState(() => new FieldErrorStore());
  const [warnings] = useState(() => new FieldErrorStore());

  const runtime = useMemo<EngineRuntime>(
    () => ({
      errors,
      warnings,
      today,
      getFormData: () => store.getState().answers,
      registerField(id, pointer) {
        mountedFields.current.set(id, pointer);
        return () => {
          if (mountedFields.current.get(id) === pointer) mountedFields.current.delete(id);
        };
      },
      notePointer(id, pointer) {
        notedPointers.current.set(id, pointer);
      },
      pointerOf: (id) => mountedFields.current.get(id) ?? notedPointers.current.get(id),
      groupRevealed(element, title) {
        const queue = revealed.current;
        queue.push({ element, title });
        if (queue.length > 1) return;
        setTimeout(() => {
          const groups = revealed.current.filter((group) => group.element.isConnected);
          revealed.current = [];
          const first = groups.reduce<(typeof groups)[number] | undefined>(
            (best, group) =>
              !best || group.element.compareDocumentPosition(best.element) & Node.DOCUMENT_POSITION_FOLLOWING
                ? group
                : best,
            undefined,
          );
          if (first) revealHandler.current?.(first.element, first.title);
        });
      },
      isSectionTitleHidden: (_section, title) => {
        const { steps, stepIndex } = store.getState();
        const current = steps[stepIndex];
        return current !== undefined && (current.fields.length === 1 || current.title === title);
      },
    }),
    [errors, warnings, store, today],
  );

  const idForPointer = useCallback((pointer: string): string => {
    const byPointer = new Map<string, string>();
    for (const [id, fieldPointer] of mountedFields.current)
      if (!byPointer.has(fieldPointer)) byPointer.set(fieldPointer, id);
    let current = pointer;
    for (;;) {
      const id = byPointer.get(current);
      if (id) return id;
      if (current === '') break;
      current = current.slice(0, current.lastIndexOf('/'));
    }
    return [FIELD_ID_PREFIX, ...parsePointer(pointer)].join('_');
  }, []);

  return useMemo(() => ({ runtime, idForPointer }), [runtime, idForPointer]);
}
