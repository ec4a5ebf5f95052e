// portal-spec §8: a render error's code begins with 'JS.', then random letters and a timestamp
// (api-contract JsErrorReport: ^JS\.[A-Za-z]+\.?[0-9]+$), e.g. 'JS.KQZTRB1732350000000'.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTER_COUNT = 6;

export function createJsErrorCode(
  now: number = Date.now(),
  random: Uint8Array = randomBytes(LETTER_COUNT),
): string {
  let letters = '';
  for (let i = 0; i < LETTER_COUNT; i += 1) letters += LETTERS[(random[i] ?? 0) % LETTERS.length];
  return `JS.${letters}${Math.trunc(now)}`;
}

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}
