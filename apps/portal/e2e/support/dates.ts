// The browser shows and takes dates in Europe/Warsaw (playwright.config.ts's timezoneId) while this process
// may run in UTC: near midnight the two disagree on the day unless the journeys use the browser's zone too.
const warsaw = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A moment as the portal displays it, DD.MM.YYYY in Europe/Warsaw. */
export function toDisplayDate(moment: Date | string | number): string {
  return warsaw.format(new Date(moment));
}
