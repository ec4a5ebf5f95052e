// "Ważny przez 2 godziny", "przez 1 dzień": a period in words with its Polish plural (an e-mail
// wrote "2 godz."). The accusative, as after "przez" and "za".
import { polishCount, type PolishForms } from '../messages/polish-plural.ts';

const UNITS = {
  minutes: { one: 'minutę', few: 'minuty', many: 'minut' },
  hours: { one: 'godzinę', few: 'godziny', many: 'godzin' },
  days: { one: 'dzień', few: 'dni', many: 'dni' },
} as const satisfies Record<string, PolishForms>;

/** durationText(2, 'hours') === '2 godziny'; durationText(1, 'days') === '1 dzień'. */
export function durationText(count: number, unit: keyof typeof UNITS): string {
  return polishCount(count, UNITS[unit]);
}
