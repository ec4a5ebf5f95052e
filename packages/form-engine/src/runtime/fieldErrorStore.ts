// The errors shown under fields live outside RJSF's state, in a store each field subscribes to by its id.
// Showing or clearing one field's message re-renders that field only; RJSF's own error state would pass a
// new errorSchema through the whole tree (quality-bar "Keystroke": p95 <= 16 ms on the largest form).

const NO_ERRORS: readonly string[] = Object.freeze([]);

function sameMessages(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((message, index) => message === b[index]);
}

export class FieldErrorStore {
  private readonly errors = new Map<string, readonly string[]>();
  private readonly listeners = new Map<string, Set<() => void>>();

  get(id: string): readonly string[] {
    return this.errors.get(id) ?? NO_ERRORS;
  }

  has(id: string): boolean {
    return this.errors.has(id);
  }

  /** Ids that show a message now. */
  shownIds(): string[] {
    return [...this.errors.keys()];
  }

  set(id: string, messages: readonly string[]): void {
    const current = this.get(id);
    if (sameMessages(current, messages)) return;
    if (messages.length === 0) this.errors.delete(id);
    else this.errors.set(id, Object.freeze([...messages]));
    this.notify(id);
  }

  /** Sets the messages of `ids` from `byId` (absent means no message). */
  update(ids: Iterable<string>, byId: ReadonlyMap<string, readonly string[]>): void {
    for (const id of ids) this.set(id, byId.get(id) ?? NO_ERRORS);
  }

  clear(): void {
    for (const id of [...this.errors.keys()]) this.set(id, NO_ERRORS);
  }

  subscribe(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }

  private notify(id: string): void {
    for (const listener of this.listeners.get(id) ?? []) listener();
  }
}
