// The anti-forgery key: SESSION_SECRET when set, else one generated once and shared through the database.
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './test/test-app.ts';
import { loadSecret } from './secret.ts';

describe('loadSecret', () => {
  const database = useTestDatabase();

  it('takes SESSION_SECRET when it is set, and stores nothing', async () => {
    const stored = () => database.db.selectFrom('app_secret').selectAll().execute();
    const before = await stored();
    expect(await loadSecret(database.db, 'z-ustawien-'.repeat(4))).toBe('z-ustawien-'.repeat(4));
    expect(await stored()).toEqual(before);
  });

  it('generates one key and gives every later start the same', async () => {
    const first = await loadSecret(database.db, '');
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(await loadSecret(database.db, '')).toBe(first);
  });
});
