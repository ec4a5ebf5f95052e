// Resilience, "a retried submission creates a second application": every sending attempt of an
// application or a document carries a random Idempotency-Key (packages/api-contract idempotency.ts). A
// retry of the same content (after a network error, a lost answer or a server error, even after a
// reload of the tab) resends the same key, so the server answers its first answer instead of storing a
// second record; a send after an edit is a new attempt with a new key, and so is any send after success.
// The attempt is kept in sessionStorage: it belongs to this tab, like the answer that may have been lost.

export interface SendingAttempt {
  /** The key for sending this content: the pending attempt's when the content is unchanged, else a new one. */
  keyFor(content: string): string;
  /** The attempt got its answer: whatever is sent next is a new attempt. */
  finish(): void;
}

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_PREFIX = 'portal.proba-wysylki.';

/** cyrb53: a fast 53-bit string hash, so a large form's content is not kept twice in storage. */
export function contentFingerprint(content: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < content.length; i++) {
    const ch = content.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}.${content.length}`;
}

/** A version 4 UUID; randomUUID exists only in secure contexts (https, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function tabStorage(): KeyStore | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage may be unavailable (privacy modes): the attempt is then kept in memory only.
    return null;
  }
}

/** The sending attempt of one thing the user sends (one form, one case's letter), by name. */
export function sendingAttempt(name: string, storage: KeyStore | null = tabStorage()): SendingAttempt {
  const storageKey = STORAGE_PREFIX + name;
  let memory: { key: string; fingerprint: string } | null = null;
  const read = (): { key: string; fingerprint: string } | null => {
    if (!storage) return memory;
    try {
      const raw = storage.getItem(storageKey);
      const parsed = raw ? (JSON.parse(raw) as { key?: unknown; fingerprint?: unknown }) : null;
      return typeof parsed?.key === 'string' && typeof parsed.fingerprint === 'string'
        ? { key: parsed.key, fingerprint: parsed.fingerprint }
        : null;
    } catch {
      return memory;
    }
  };
  const write = (value: { key: string; fingerprint: string } | null) => {
    memory = value;
    try {
      if (value) storage?.setItem(storageKey, JSON.stringify(value));
      else storage?.removeItem(storageKey);
    } catch {
      // Kept in memory only.
    }
  };
  return {
    keyFor(content) {
      const fingerprint = contentFingerprint(content);
      const pending = read();
      if (pending && pending.fingerprint === fingerprint) return pending.key;
      const key = newIdempotencyKey();
      write({ key, fingerprint });
      return key;
    },
    finish: () => write(null),
  };
}
