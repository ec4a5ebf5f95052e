import { describe, expect, it } from 'vitest';
import { keywordMessages } from '../testing/validate-sample.ts';

const SINGLE_PHASE_ERROR = '/phase: Powyżej 7 kW dostępne jest tylko przyłącze trójfazowe';

describe('phaseForPower', () => {
  const schema = {
    type: 'object',
    properties: { power: { type: ['string', 'number'] }, phase: { enum: ['single_phase', 'three_phase'] } },
    phaseForPower: { power: 'power', phase: 'phase' },
  };

  it.each([
    ['7 kW single-phase passes', 7, 'single_phase', []],
    ['"7,00" kW single-phase passes', '7,00', 'single_phase', []],
    ['7.01 kW single-phase fails', 7.01, 'single_phase', [SINGLE_PHASE_ERROR]],
    ['"7,01" kW single-phase fails', '7,01', 'single_phase', [SINGLE_PHASE_ERROR]],
    ['40 kW single-phase fails', '40', 'single_phase', [SINGLE_PHASE_ERROR]],
    ['7.01 kW three-phase passes', 7.01, 'three_phase', []],
    ['no power yet passes', undefined, 'single_phase', []],
    ['a power that is not a number is left to other rules', 'dużo', 'single_phase', []],
  ])('%s', (_rule, power, phase, expected) => {
    expect(keywordMessages(schema, { power, phase }, 'phaseForPower')).toEqual(expected);
  });

  it('reads a nested power and reports beneath the phase of a nested object', () => {
    const nested = {
      type: 'object',
      properties: {
        connection: { type: 'object', phaseForPower: { power: 'power/target', phase: 'phase', maxKw: 10 } },
      },
    };
    const data = { connection: { power: { target: '10,5' }, phase: 'single_phase' } };
    expect(keywordMessages(nested, data, 'phaseForPower')).toEqual([
      '/connection/phase: Powyżej 10 kW dostępne jest tylko przyłącze trójfazowe',
    ]);
  });
});

describe('connectionPowerRequired', () => {
  const schema = {
    type: 'object',
    properties: { connectionOne: { type: 'object' }, connectionTwo: { type: 'object' } },
    connectionPowerRequired: { connections: ['connectionOne', 'connectionTwo'] },
  };
  const missing = ['/connectionOne: Podaj moc przyłączeniową dla przyłącza I lub przyłącza II (rezerwowego)'];

  it.each([
    ['neither connection fails at the first', {}, missing],
    [
      'empty fields do not count',
      { connectionOne: { current: '', target: ' ' }, connectionTwo: {} },
      missing,
    ],
    ['connection I alone passes', { connectionOne: { target: '12' } }, []],
    ['connection II alone passes', { connectionTwo: { current: 5 } }, []],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'connectionPowerRequired')).toEqual(expected);
  });
});

describe('currentAndTargetPower', () => {
  const schema = {
    type: 'object',
    properties: { power: { type: 'object' } },
    currentAndTargetPower: { current: 'power/current', target: 'power/target' },
  };

  it.each([
    ['both pass', { power: { current: '5', target: '12' } }, []],
    ['neither passes', { power: {} }, []],
    [
      'current alone fails at the target',
      { power: { current: '5' } },
      ['/power/target: Podaj także moc docelową'],
    ],
    [
      'target alone fails at the current',
      { power: { target: '12' } },
      ['/power/current: Podaj także moc obecną'],
    ],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'currentAndTargetPower')).toEqual(expected);
  });
});

describe('maxTotalPower', () => {
  const schema = {
    type: 'object',
    properties: { counters: { type: 'array', maxTotalPower: { power: 'power' } } },
  };
  const counters = (...powers: unknown[]) => ({ counters: powers.map((power) => ({ power, phases: 3 })) });
  const tooMuch = ['/counters: Łączna moc liczników nie może przekraczać 40 kW'];

  it.each([
    ['exactly 40 kW passes', counters(20, 20), []],
    ['40.01 kW fails', counters(20, 20.01), tooMuch],
    ['"20,5" + "19,5" passes', counters('20,5', '19,5'), []],
    [
      '0.1-step sums are not spoiled by binary noise',
      counters(...Array.from({ length: 400 }, () => 0.1)),
      [],
    ],
    ['41 kW over many counters fails', counters(10, 10, 10, 11), tooMuch],
    ['blank powers count as 0', counters('', 40), []],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'maxTotalPower')).toEqual(expected);
  });
});

describe('splitMergeRequiresProject', () => {
  const schema = {
    type: 'object',
    properties: { meters: { type: 'array' }, agreedProject: { type: 'boolean' } },
    splitMergeRequiresProject: { meters: 'meters', meterPower: 'power', project: 'agreedProject' },
  };
  const meters = (...powers: number[]) => powers.map((power) => ({ power, phases: 1 }));
  const needsProject = [
    '/agreedProject: Podział lub połączenie więcej niż 4 liczników albo mocy powyżej 40 kW wymaga projektu ' +
      'instalacji elektrycznej uzgodnionego z działem inwestycji sieciowych',
  ];

  it.each([
    ['4 meters, 40 kW pass', { meters: meters(10, 10, 10, 10) }, []],
    ['5 meters fail', { meters: meters(1, 1, 1, 1, 1) }, needsProject],
    ['4 meters, 40.01 kW fail', { meters: meters(10, 10, 10, 10.01) }, needsProject],
    ['5 meters with an agreed project pass', { meters: meters(1, 1, 1, 1, 1), agreedProject: true }, []],
    ['a project answered "no" fails', { meters: meters(1, 1, 1, 1, 1), agreedProject: false }, needsProject],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'splitMergeRequiresProject')).toEqual(expected);
  });

  it.each([
    ['4 meters and 40 kW given as text pass', { count: '4', total: '40' }, []],
    ['5 meters given as a number fail', { count: 5, total: '10' }, ['/project']],
    ['"40,5" kW in total fail', { count: 2, total: '40,5' }, ['/project']],
  ])('with a meter count and a total power field: %s', (_rule, data, expectedPaths) => {
    const countSchema = {
      type: 'object',
      splitMergeRequiresProject: { meters: 'count', power: 'total', project: 'project' },
    };
    const paths = keywordMessages(countSchema, data, 'splitMergeRequiresProject').map(
      (line) => line.split(':')[0],
    );
    expect(paths).toEqual(expectedPaths);
  });
});
