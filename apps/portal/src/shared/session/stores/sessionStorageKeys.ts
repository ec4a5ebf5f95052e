// portal-spec §3 Auth session, browser storage keys. is_trusted and login_recaptcha_required hold the
// strings 'true' / 'false'.
export const STORAGE_KEYS = {
  userName: 'user_name',
  isTrusted: 'is_trusted',
  recaptchaRequired: 'login_recaptcha_required',
} as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the session then simply does not survive a reload.
    return null;
  }
}

export function readStored(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function readStoredFlag(key: string): boolean {
  return readStored(key) === 'true';
}

export function writeStored(key: string, value: string | boolean): void {
  storage()?.setItem(key, String(value));
}

export function removeStored(key: string): void {
  storage()?.removeItem(key);
}
