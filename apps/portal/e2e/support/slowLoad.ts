// Hydration: the journeys of a pre-rendered page used while the portal's script is on its way and starting,
// on a phone's CPU, and what the page reports about React's hydration of it.
import type { CDPSession, Page } from '@playwright/test';
import { holdRequests, type HeldRequests } from './heldRequests.ts';

/** The portal's entry script, which a pre-rendered page asks for once it has painted. */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** A phone: Chromium's CPU four times slower, and the portal's script held back 3 s by the network. */
export async function slowPhone(page: Page): Promise<void> {
  await slowCpu(page);
  await page.route(ENTRY_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
}

export interface HeldScriptOnSlowPhone extends HeldRequests {
  /**
   * The CPU back to full speed, once the portal has taken the page over: what the journey checks after that
   * (the same heading, hydrated links, no mismatch) does not depend on the phone's speed, and at 4x on a busy
   * machine the case list's first render alone took over 10 s (docs/testing.md). How long a phone's main
   * thread is blocked is `pnpm bench:lighthouse`'s to measure.
   */
  fullSpeed(): Promise<void>;
}

/**
 * A phone whose script is on its way until the journey has seen the painted page (and done on it what it
 * does before the script runs): Chromium's CPU four times slower, the portal's script held until released.
 */
export async function slowPhoneUntilReleased(page: Page): Promise<HeldScriptOnSlowPhone> {
  const cpu = await slowCpu(page);
  const script = await holdRequests(page, ENTRY_SCRIPT);
  return {
    ...script,
    fullSpeed: () => cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 }).then(() => {}),
  };
}

async function slowCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
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
