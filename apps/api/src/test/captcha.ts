import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Does what the ALTCHA widget does in the browser: solves the challenge and encodes the payload. */
export async function solveAltcha(challenge: Record<string, unknown>): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
