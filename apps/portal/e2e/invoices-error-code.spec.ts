// Journey: the invoices page cannot load because the server fails, and shows the server's error code
// (the code was hidden) beside a retry; once the server works again, the retry loads the
// invoices. The failure is real: this journey runs its own API on a PostgreSQL database of its own and
// takes the invoice table away from it for a moment (as a botched migration would), so GET
// /api/issues/invoices answers 500 with an error id.
import { execFileSync } from 'node:child_process';
import { signInAt } from './support/casesSession.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { expect, test } from './support/test.ts';

const PORT_OFFSET = 1;
/** The machine's PostgreSQL (architecture.md: 127.0.0.1:5432, trust authentication). */
const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
let server: OwnServer | undefined;
let database = '';

function sql(db: string, statement: string): void {
  execFileSync('psql', [`${POSTGRES}/${db}`, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

// Playwright reads a fixture's and a hook's needs from the destructuring of their first argument: these
// need none, hence the empty patterns.
test.use({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${ownServerPort(testInfo, PORT_OFFSET)}`),
});

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  const port = ownServerPort(testInfo, PORT_OFFSET);
  database = `portal_e2e_invoices_${port}`;
  sql('postgres', `drop database if exists ${database} with (force)`);
  sql('postgres', `create database ${database}`);
  server = await startOwnServer(port, { DATABASE_URL: `${POSTGRES}/${database}` });
});

test.afterAll(async () => {
  await server?.stop();
  if (database) sql('postgres', `drop database if exists ${database} with (force)`);
});

test('a server failure shows its error code; retry loads the invoices once the server works', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await signInAt(page, '/platnosci');
  await expect(page.getByRole('heading', { level: 1, name: 'Faktury i płatności' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wybierz dokumenty i zapłać' })).toBeVisible();

  sql(database, 'alter table invoice rename to invoice_away');
  try {
    // The route's loader asks first; the screen may ask once more as it mounts (React Query retries a
    // failed query on mount). The box shows the code of the last answer.
    const answers: Array<{ status: number; errorId: string }> = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/issues/invoices')) return;
      const { errorId } = (await response.json().catch(() => ({}))) as { errorId?: string };
      answers.push({ status: response.status(), errorId: errorId ?? '' });
    });
    await page.reload();

    const box = page.getByRole('alert').filter({ hasText: 'Nie udało się wczytać dokumentów' });
    await expect(box).toBeVisible();
    await expect(box).toContainText('Wystąpił błąd serwera. Spróbuj ponownie za chwilę.');
    await expect
      .poll(async () => {
        const last = answers.at(-1);
        return last !== undefined && (await box.textContent())?.includes(`Kod błędu: ${last.errorId}`);
      })
      .toBe(true);
    expect(answers.every((answer) => answer.status === 500 && /\S/.test(answer.errorId))).toBe(true);
    await expect(box).not.toContainText('połączenie z internetem');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'invoices-server-error');
  } finally {
    sql(database, 'alter table invoice_away rename to invoice');
  }

  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('heading', { name: 'Wybierz dokumenty i zapłać' })).toBeVisible();
  await expect(page.getByText('Kod błędu:')).toHaveCount(0);
});
