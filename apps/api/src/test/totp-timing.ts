// Tests that enable two-factor authentication with the previous step's code (so that their later logins
// with the current code are not refused as a used code) take that code clear of a step's end.

/**
 * Waits out the last 3 s of a 30 s step. A code of the previous step is one step of drift; taken near the
 * step's end, it is two steps old by the time the server has checked the password (a deliberately slow
 * KDF, slower still on a busy machine) and is rightly refused.
 */
export async function clearOfStepEnd(): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 50));
}
