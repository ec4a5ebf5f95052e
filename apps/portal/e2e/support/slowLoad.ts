// Hydration: the journeys of a pre-rendered page used while the portal's script is on its way and starting,
// on a phone's CPU, and what the page reports about React's hydration of it.
import type { Page } from '@playwright/test';
import { holdRequests, type HeldRequests } from './heldRequests.ts';

/** The portal's entry script, which a pre-rendered page asks for once it has painted. */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * How long a journey waits for what a slow phone's page does after the portal has taken it over (its data
 * drawn, the next screen): four times an expectation's 10 s, as the CPU is four times slower. On a busy 2-core
 * machine the case list's first render alone took 3.6-6.9 s there and now and then over 10 s (docs/testing.md);
 * how long the main thread is blocked is measured by `pnpm bench:lighthouse`, not by these journeys.
 */
export const SLOW_PHONE_WAIT = { timeout: 40_000 };

/** A phone: Chromium's CPU four times slower, and the portal's script held back 3 s by the network. */
export async function slowPhone(page: Page): Promise<void> {
  await slowCpu(page);
  await page.route(ENTRY_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
}

/**
 * A phone whose script is on its way until the journey has seen the painted page (and done on it what it
 * does before the script runs): Chromium's CPU four times slower, the portal's script held until released.
 */
export async function slowPhoneUntilReleased(page: Page): Promise<HeldRequests> {
  await slowCpu(page);
  return holdRequests(page, ENTRY_SCRIPT);
}

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** React's hydration errors: the development warning, or the production build's numbered errors. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|420|421|422|423|425)\b/i;

/** Collects what the page reports about hydration: a mismatch fails the journey. */
export function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** A value on `window` that a full reload would lose. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
}

export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);
