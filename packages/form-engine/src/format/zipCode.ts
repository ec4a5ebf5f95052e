// applications-spec §5: a zip code is exactly 6 characters, '00-000'.
import { digitsOf, layDigits } from './digitMask.ts';

export function formatZipCode(value: string): string {
  return layDigits(digitsOf(value).slice(0, 5), '##-###');
}
