// applications-spec §2 and §9 timings of the submission area.

/** "The wizard load waits 500 ms": the loader stays at least this long, so it never flashes. */
export const WIZARD_LOAD_WAIT_MS = 500;

/** "Sending lasts at least 2 s": the sending screen is shown at least this long. */
export const MIN_SENDING_MS = 2_000;

/** The estimates the sending screen gives: about 30 s with attachments, 15 s without. */
export function sendingEstimateSeconds(hasAttachments: boolean): number {
  return hasAttachments ? 30 : 15;
}
