// portal-spec §2 Case list filters: type/status dependency, the filing-date range with its bounds and the
// 12-hour offset rule, the address search, all applied together.
import type { IssueListItem } from '@portal/api-contract';
import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../../../shared/search/searchText.ts';
import {
  activeFilterCount,
  applicableFilters,
  displayTypedDate,
  parseTypedDate,
  caseTypeOptions,
  dateRangeErrors,
  emptyFilters,
  filingDateBounds,
  filterIssues,
  localDay,
  matchesAddress,
  matchesDateRange,
  statusOptions,
  TIMEZONE_OFFSET_MS,
  withType,
} from './issueFilters.ts';

const statusesByType = {
  _all: ['Oczekuje na uzupełnienie dokumentów', 'W realizacji', 'Zgłoszenie'],
  Mikroinstalacja: ['Zgłoszenie'],
  'Przyłączenie do sieci': ['Oczekuje na uzupełnienie dokumentów', 'W realizacji'],
  'Usunięcie kolizji': ['W realizacji'],
};

function issue(overrides: Partial<IssueListItem>): IssueListItem {
  return {
    id: 1,
    number: 'PP/2026/01001',
    barcode: '590000000001',
    registrationDate: '2026-03-10T10:00:00.000Z',
    client: 'Jan Kowalski',
    address: 'ul. Lipowa 12, 05-500 Piaseczno',
    type: 'Mikroinstalacja',
    status: 'Zgłoszenie',
    statusDescription: null,
    notification: null,
    recent: false,
    ...overrides,
  };
}

describe('type and status options (statusesByType)', () => {
  it('offers the types without the _all key, in Polish alphabetical order', () => {
    expect(caseTypeOptions(statusesByType)).toEqual([
      'Mikroinstalacja',
      'Przyłączenie do sieci',
      'Usunięcie kolizji',
    ]);
  });

  it.each([
    ['', statusesByType._all],
    ['Mikroinstalacja', ['Zgłoszenie']],
    ['Przyłączenie do sieci', ['Oczekuje na uzupełnienie dokumentów', 'W realizacji']],
    ['Typ, którego nie ma', []],
  ])('type %j offers %j', (type, expected) => {
    expect(statusOptions(statusesByType, type)).toEqual(expected);
  });

  it('offers no statuses when the answer has no _all key', () => {
    expect(statusOptions({}, '')).toEqual([]);
  });

  it('keeps the chosen status when the new type offers it', () => {
    const filters = { ...emptyFilters, status: 'W realizacji' };
    expect(withType(filters, 'Usunięcie kolizji', statusesByType)).toEqual({
      ...filters,
      type: 'Usunięcie kolizji',
    });
  });

  it('drops the chosen status when the new type does not offer it', () => {
    const filters = { ...emptyFilters, status: 'W realizacji' };
    expect(withType(filters, 'Mikroinstalacja', statusesByType)).toEqual({
      ...filters,
      type: 'Mikroinstalacja',
      status: '',
    });
  });

  it('keeps the status when the type goes back to all types', () => {
    const filters = { ...emptyFilters, type: 'Mikroinstalacja', status: 'Zgłoszenie' };
    expect(withType(filters, '', statusesByType).status).toBe('Zgłoszenie');
  });
});

describe('filing date bounds (no future dates; earliest registration minus 12 hours)', () => {
  const now = new Date('2026-05-20T09:00:00+02:00');

  it('is today at most', () => {
    expect(filingDateBounds([], now)).toEqual({ min: null, max: '2026-05-20' });
  });

  it('subtracts 43200000 ms from the earliest registration date', () => {
    expect(TIMEZONE_OFFSET_MS).toBe(43_200_000);
    // 14:00 Warsaw time minus 12 hours is 02:00 the same day.
    const sameDay = [issue({ registrationDate: '2026-02-03T13:00:00.000Z' })];
    expect(filingDateBounds(sameDay, now).min).toBe('2026-02-03');
    // 11:00 Warsaw time minus 12 hours is 23:00 the day before: that day becomes selectable.
    const dayBefore = [
      issue({ registrationDate: '2026-04-01T10:00:00.000Z' }),
      issue({ registrationDate: '2026-02-03T10:00:00.000Z' }),
    ];
    expect(filingDateBounds(dayBefore, now).min).toBe('2026-02-02');
  });

  it('ignores registration dates that are not dates', () => {
    const issues = [
      issue({ registrationDate: 'brak' }),
      issue({ registrationDate: '2026-02-03T13:00:00.000Z' }),
    ];
    expect(filingDateBounds(issues, now).min).toBe('2026-02-03');
  });

  it('never puts the earliest day after today', () => {
    expect(filingDateBounds([issue({ registrationDate: '2026-06-01T12:00:00.000Z' })], now)).toEqual({
      min: '2026-05-20',
      max: '2026-05-20',
    });
  });
});

describe('date range errors', () => {
  const bounds = { min: '2026-01-10', max: '2026-05-20' };

  it.each([
    [
      { dateFrom: '', dateTo: '' },
      { dateFrom: null, dateTo: null },
    ],
    [
      { dateFrom: '2026-01-10', dateTo: '2026-05-20' },
      { dateFrom: null, dateTo: null },
    ],
    [
      { dateFrom: '2026-01-09', dateTo: '' },
      { dateFrom: 'beforeMin', dateTo: null },
    ],
    [
      { dateFrom: '', dateTo: '2026-05-21' },
      { dateFrom: null, dateTo: 'afterMax' },
    ],
    [
      { dateFrom: '2026-02-30', dateTo: '' },
      { dateFrom: 'invalid', dateTo: null },
    ],
    [
      { dateFrom: '20260210', dateTo: '' },
      { dateFrom: 'invalid', dateTo: null },
    ],
    [
      { dateFrom: '2026-03-01', dateTo: '2026-02-01' },
      { dateFrom: null, dateTo: 'toBeforeFrom' },
    ],
    [
      { dateFrom: '2026-03-01', dateTo: '2026-03-01' },
      { dateFrom: null, dateTo: null },
    ],
  ] as const)('%j gives %j', (range, expected) => {
    expect(dateRangeErrors(range, bounds)).toEqual(expected);
  });

  it('leaves an end with an error out of the applied filters', () => {
    const filters = { ...emptyFilters, dateFrom: '2026-03-01', dateTo: '2026-02-01' };
    expect(applicableFilters(filters, bounds)).toEqual({ ...filters, dateTo: '' });
  });

  it('has no lower bound without data', () => {
    expect(
      dateRangeErrors({ dateFrom: '2000-01-01', dateTo: '' }, { min: null, max: '2026-05-20' }).dateFrom,
    ).toBeNull();
  });
});

describe('date range match (local calendar day, both ends inclusive)', () => {
  // 2026-03-09T23:30Z is 10 March 00:30 in Warsaw (the tests run in Europe/Warsaw or UTC).
  const late = '2026-03-10T09:30:00.000Z';
  it.each([
    ['', '', true],
    ['2026-03-10', '', true],
    ['', '2026-03-10', true],
    ['2026-03-10', '2026-03-10', true],
    ['2026-03-11', '', false],
    ['', '2026-03-09', false],
    ['2026-03-01', '2026-03-31', true],
    ['nie-data', '', true],
  ])('from %j to %j: %s', (from, to, expected) => {
    expect(matchesDateRange(late, from, to)).toBe(expected);
  });

  it('fails a registration date that is not a date when a range is set', () => {
    expect(matchesDateRange('brak', '2026-01-01', '')).toBe(false);
  });

  it('uses the local calendar day', () => {
    expect(localDay(new Date(2026, 2, 10, 0, 30))).toBe('2026-03-10');
    expect(localDay('nie-data')).toBeNull();
  });
});

describe('address search', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['lipowa', true],
    ['LIPOWA 12', true],
    ['piaseczno lipowa', true],
    ['ul. Lipowa 12,', true],
    ['05-500', true],
    ['polna', false],
    ['lipowa 13', false],
  ])('%j in "ul. Lipowa 12, 05-500 Piaseczno": %s', (query, expected) => {
    expect(matchesAddress('ul. Lipowa 12, 05-500 Piaseczno', query)).toBe(expected);
  });

  it.each([
    ['Łomianki', 'lomianki'],
    ['sloneczna', 'sloneczna'],
    ['ŻYRARDÓW', 'zyrardow'],
  ])('ignores Polish diacritics: %j finds the address with %j', (query, normalizedAddressWord) => {
    expect(matchesAddress(`ul. Słoneczna 81, 05-092 Łomianki, 96-300 Żyrardów`, query)).toBe(true);
    expect(foldSearchText(query)).toBe(normalizedAddressWord);
  });
});

describe('filterIssues', () => {
  const issues = [
    issue({ id: 1, type: 'Mikroinstalacja', status: 'Zgłoszenie', registrationDate: '2026-01-15T10:00:00Z' }),
    issue({
      id: 2,
      type: 'Usunięcie kolizji',
      status: 'W realizacji',
      address: 'ul. Polna 5, 05-800 Pruszków',
      notification: 'Prosimy o podpisanie umowy',
    }),
    issue({
      id: 3,
      type: 'Mikroinstalacja',
      status: 'W realizacji',
      registrationDate: '2026-04-02T10:00:00Z',
    }),
  ];
  const ids = (list: IssueListItem[]) => list.map((i) => i.id);

  it('returns every case without filters, in the given order', () => {
    expect(ids(filterIssues(issues, emptyFilters))).toEqual([1, 2, 3]);
  });

  it.each([
    [{ type: 'Mikroinstalacja' }, [1, 3]],
    [{ status: 'W realizacji' }, [2, 3]],
    [{ type: 'Mikroinstalacja', status: 'W realizacji' }, [3]],
    [{ address: 'pruszków' }, [2]],
    [{ dateFrom: '2026-03-01' }, [2, 3]],
    [{ dateTo: '2026-03-01' }, [1]],
    [{ type: 'Mikroinstalacja', address: 'polna' }, []],
    // Customer journeys: only the cases with a notification (case 2 has one).
    [{ notified: 'tak' }, [2]],
    [{ notified: 'tak', type: 'Mikroinstalacja' }, []],
  ])('%j keeps %j', (partial, expected) => {
    expect(ids(filterIssues(issues, { ...emptyFilters, ...partial }))).toEqual(expected);
  });

  it('counts the active filters, the date range as one', () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(activeFilterCount({ ...emptyFilters, address: '  ' })).toBe(0);
    expect(
      activeFilterCount({
        type: 'A',
        status: 'B',
        dateFrom: '2026-01-01',
        dateTo: '2026-02-01',
        address: 'x',
        notified: '',
      }),
    ).toBe(4);
    expect(activeFilterCount({ ...emptyFilters, notified: 'tak' })).toBe(1);
  });
});

describe('typed dates (DD.MM.YYYY)', () => {
  it.each([
    ['05.03.2026', '2026-03-05'],
    ['5.3.2026', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    [' 05032026 ', '2026-03-05'],
    ['29.02.2024', '2024-02-29'],
    ['29.02.2026', null],
    ['31.04.2026', null],
    ['05.03.26', null],
    ['2026-03-05', null],
    ['', null],
    ['dziś', null],
  ])('%j is %j', (text, iso) => {
    expect(parseTypedDate(text)).toBe(iso);
  });

  it('shows a full date as DD.MM.YYYY and anything else as typed', () => {
    expect(displayTypedDate('2026-03-05')).toBe('05.03.2026');
    expect(displayTypedDate('05.0')).toBe('05.0');
    expect(displayTypedDate('')).toBe('');
  });
});
