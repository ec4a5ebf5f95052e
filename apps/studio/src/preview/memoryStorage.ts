// The preview keeps its drafts (the step and answers it opens with) in memory: it runs on another site
// (origin.ts), where the browser may refuse localStorage to a frame, and its drafts are nobody's to keep.
export function memoryStorage(onSet?: (key: string, value: string) => void): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
      onSet?.(key, String(value));
    },
  };
}

/** Replaces window.localStorage of this page by memoryStorage(); `onSet` hears every write (the draft's). */
export function installMemoryStorage(
  target: Window = window,
  onSet?: (key: string, value: string) => void,
): void {
  Object.defineProperty(target, 'localStorage', { value: memoryStorage(onSet), configurable: true });
}
