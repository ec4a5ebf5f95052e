// A slow line without a fixed sleep: requests are held until the journey has seen what it waits for
// (a loading state, a sending indicator), then released.
import type { Page, Request } from '@playwright/test';

export interface HeldRequests {
  /** Resolves with the first request held. */
  readonly asked: Promise<Request>;
  /** Lets every held request, and those to come, go on to the server. */
  release(): void;
}

export async function holdRequests(page: Page, url: string | RegExp): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: (request: Request) => void;
  const firstAsked = new Promise<Request>((resolve) => (asked = resolve));
  await page.route(url, async (route) => {
    asked(route.request());
    await released;
    await route.continue();
  });
  return { asked: firstAsked, release };
}
