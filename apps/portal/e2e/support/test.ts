// The specs' `test`: Playwright's, plus
// - a check that the page broke no Content Security Policy rule (architecture: strict CSP, no inline
//   scripts, no eval) and threw no uncaught error;
// - `signedInAs`: a journey that needs a signed-in customer but does not test signing in starts signed in.
//   Each worker signs each account in once, through the login form as a customer does, and keeps the
//   browser's state (cookies and local storage) for the worker's next journeys (docs/testing.md).
//   A journey that ends its session (logs out, changes the password, turns on the second factor) signs
//   in on its own instead;
// - `awaitPortal`: journeys start on a loaded portal. A pre-rendered page is painted before the portal's
//   script has taken it over; page.goto and reload wait for that take-over, so a journey's first click or
//   keystroke meets the portal. What the painted page does with input before then is first-paint.spec.ts's
//   journey, which turns the wait off.
import { expect, test as base, type Browser } from '@playwright/test';
import { fillLoginForm, type Account } from './accounts.ts';
import { acceptCookiesBeforehand } from './cookies.ts';
import { waitForPortal } from './portal.ts';

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** Signs an account in once per worker and hands out the browser state of that session. */
class WorkerSessions {
  private readonly states = new Map<string, Promise<StorageState>>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  of(account: Account): Promise<StorageState> {
    let state = this.states.get(account.email);
    if (!state) {
      state = this.signIn(account);
      this.states.set(account.email, state);
    }
    return state;
  }

  private async signIn(account: Account): Promise<StorageState> {
    const context = await this.browser.newContext({
      baseURL: this.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    try {
      await acceptCookiesBeforehand(context, this.baseURL);
      const page = await context.newPage();
      await page.goto('/');
      await fillLoginForm(page, account);
      await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
      return await context.storageState();
    } finally {
      await context.close();
    }
  }
}

export const test = base.extend<
  { pageHealth: void; signedInAs: Account | null; awaitPortal: boolean },
  { workerSessions: WorkerSessions }
>({
  signedInAs: [null, { option: true }],
  awaitPortal: [true, { option: true }],
  page: async ({ page, awaitPortal }, use) => {
    if (awaitPortal) {
      const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForPortal(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForPortal(page);
        return response;
      };
    }
    await use(page);
  },
  workerSessions: [
    async ({ browser }, use, workerInfo) => {
      await use(new WorkerSessions(browser, String(workerInfo.project.use.baseURL)));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, workerSessions, storageState }, use) => {
    await use(signedInAs ? await workerSessions.of(signedInAs) : storageState);
  },
  pageHealth: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`));
      await use();
      expect(problems, 'the page must not break the CSP or throw').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
