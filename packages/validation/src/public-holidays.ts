/**
 * Polish public holidays (ustawa z 18 stycznia 1951 r. o dniach wolnych od pracy, art. 1; 24 December since
 * 2025): not working days, so a "dni robocze" date refuses them as it refuses weekends (the
 * visit date of form 23 accepted 25.12.2026). Pure date arithmetic, the same in the browser and on the
 * server.
 */
import { addDays, compareDates, type CivilDate, isWeekend } from './civil-date.ts';

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The public holidays of a year, in calendar order. */
export function polishPublicHolidays(year: number): CivilDate[] {
  const fixed: Array<[number, number]> = [
    [1, 1], // Nowy Rok
    [1, 6], // Święto Trzech Króli
    [5, 1], // Święto Państwowe
    [5, 3], // Święto Narodowe Trzeciego Maja
    [8, 15], // Wniebowzięcie Najświętszej Maryi Panny
    [11, 1], // Wszystkich Świętych
    [11, 11], // Narodowe Święto Niepodległości
    [12, 25], // pierwszy dzień Bożego Narodzenia
    [12, 26], // drugi dzień Bożego Narodzenia
  ];
  if (year >= 2025) fixed.push([12, 24]); // Wigilia Bożego Narodzenia
  const easter = easterSunday(year);
  const movable = [0, 1, 49, 60].map((offset) => addDays(easter, offset)); // Easter, Easter Monday, Pentecost, Corpus Christi
  return [...fixed.map(([month, day]) => ({ year, month, day })), ...movable].sort(compareDates);
}

export function isPolishPublicHoliday(date: CivilDate): boolean {
  return polishPublicHolidays(date.year).some((holiday) => compareDates(holiday, date) === 0);
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(date: CivilDate): boolean {
  return !isWeekend(date) && !isPolishPublicHoliday(date);
}
