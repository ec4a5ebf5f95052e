// applications-spec §2 and §9 timings of the submission area.

/** "The wizard load waits 500 ms": the loader stays at least this long, so it never flashes. */
export const WIZARD_LOAD_WAIT_MS = 500;

/** "Sending lasts at least 2 s": the sending screen is shown at least this long. */
export const MIN_SENDING_MS = 2_000;

/** Sending itself, after any scan: about 15 s. */
export const SENDING_ESTIMATE_SECONDS = 15;

/** The antivirus scan of the attachments, when there are any: about 15 s. */
export const SCAN_ESTIMATE_SECONDS = 15;

/**
 * The whole wait the sending screen estimates: about 30 s with attachments, 15 s without. Each stage shows
 * its own share, so the two stages' texts add up to the whole instead of each claiming all of it.
 */
export function sendingEstimateSeconds(hasAttachments: boolean): number {
  return (hasAttachments ? SCAN_ESTIMATE_SECONDS : 0) + SENDING_ESTIMATE_SECONDS;
}
