// The preview pane takes the server's answer straight from the evaluation: the form is sent to the iframe
// at once, while the rest of the studio (outline, badges, panels) is redrawn as a transition that the next
// keystrokes may interrupt. Through the studio's own state the preview waited for that whole redraw.
import { memo, useSyncExternalStore } from 'react';
import { PreviewPane, type PreviewForm, type PreviewPaneProps } from './PreviewPane.tsx';

export interface PreviewStore {
  readonly get: () => PreviewForm | null;
  readonly set: (form: PreviewForm | null) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createPreviewStore(): PreviewStore {
  let form: PreviewForm | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => form,
    set(next) {
      if (next === form) return;
      form = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type LivePreviewPaneProps = Omit<PreviewPaneProps, 'preview'> & { readonly store: PreviewStore };

/** The preview pane drawn with the store's form: a new form redraws this pane alone, at once. */
export const LivePreviewPane = memo(function LivePreviewPane({ store, ...props }: LivePreviewPaneProps) {
  const preview = useSyncExternalStore(store.subscribe, store.get);
  return <PreviewPane {...props} preview={preview} />;
});
