import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSchema, keywordMessages, validateSample } from '../testing/validate-sample.ts';

describe('powerLimit', () => {
  const total = {
    type: 'object',
    powerLimit: { powers: ['connectionOne/target', 'connectionTwo/target'], maxKw: 40 },
  };
  const above = { type: 'object', powerLimit: { powers: ['installedPower'], aboveKw: 50 } };

  it.each([
    ['30 + 10 kW is 40: passes', { connectionOne: { target: '30' }, connectionTwo: { target: '10' } }, []],
    [
      '30 + 10,01 kW is above 40: fails beneath the object',
      { connectionOne: { target: '30' }, connectionTwo: { target: '10,01' } },
      [': Łączna moc nie może przekraczać 40 kW'],
    ],
    [
      '30 + 30 kW (form 1) fails',
      { connectionOne: { target: '30' }, connectionTwo: { target: 30 } },
      [': Łączna moc nie może przekraczać 40 kW'],
    ],
    ['one connection of 40 kW passes', { connectionOne: { target: '40,00' } }, []],
    ['no power is left to the required rules', {}, []],
    ['a power that is not a number does not count', { connectionOne: { target: 'x' } }, []],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(total, data, 'powerLimit')).toEqual(expected);
  });

  it.each([
    [
      '50 kW is not above 50: fails beneath the field',
      '50',
      ['/installedPower: Moc musi być większa niż 50 kW'],
    ],
    ['50,01 kW passes', '50,01', []],
    ['10 kW (form 9) fails', '10', ['/installedPower: Moc musi być większa niż 50 kW']],
  ])('%s', (_rule, installedPower, expected) => {
    expect(keywordMessages(above, { installedPower }, 'powerLimit')).toEqual(expected);
  });

  it('refuses exactly the totals above the limit, in hundredths of a kW (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_000 }), fc.integer({ min: 1, max: 9_000 }), (a, b) => {
        const data = {
          connectionOne: { target: (a / 100).toFixed(2).replace('.', ',') },
          connectionTwo: { target: (b / 100).toFixed(2) },
        };
        expect(keywordMessages(total, data, 'powerLimit').length).toBe(a + b > 4_000 ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });

  it('requires at least one limit and a list of field paths', () => {
    expect(() => compileSchema({ type: 'object', powerLimit: { powers: ['a'] } })).toThrow();
    expect(() => compileSchema({ type: 'object', powerLimit: { powers: [], maxKw: 1 } })).toThrow();
    expect(() => compileSchema({ type: 'object', powerLimit: { power: ['a'], maxKw: 1 } })).toThrow();
  });
});

describe('numberOrder', () => {
  const schema = { type: 'object', numberOrder: { lower: 'loadChangeMin', upper: 'loadChangeMax' } };

  it('names the lower field by its title when the schema gives one, without the unit', () => {
    const titled = {
      type: 'object',
      properties: {
        emergencyPower: { type: 'string', title: 'Moc w stanie awaryjnym [kW]' },
        normalOperationPower: { type: 'string', title: 'Moc w normalnym stanie pracy [kW]' },
      },
      numberOrder: { lower: 'emergencyPower', upper: 'normalOperationPower' },
    };
    expect(
      keywordMessages(titled, { emergencyPower: '400', normalOperationPower: '399,99' }, 'numberOrder'),
    ).toEqual([
      '/normalOperationPower: Wartość nie może być mniejsza niż w polu „Moc w stanie awaryjnym” (400)',
    ]);
    const inBranch = {
      type: 'object',
      if: { required: ['kind'] },
      then: { properties: { stations: { type: 'string', title: 'Liczba stacji ładowania' } } },
      numberOrder: { lower: 'stations', upper: 'points' },
    };
    expect(keywordMessages(inBranch, { kind: 'x', stations: '3', points: '2' }, 'numberOrder')).toEqual([
      '/points: Wartość nie może być mniejsza niż w polu „Liczba stacji ładowania” (3)',
    ]);
  });

  it.each([
    ['maximum above minimum passes', { loadChangeMin: '10', loadChangeMax: '20' }, []],
    ['equal passes', { loadChangeMin: '10,5', loadChangeMax: 10.5 }, []],
    [
      'maximum below minimum fails beneath the maximum',
      { loadChangeMin: '200', loadChangeMax: '150' },
      ['/loadChangeMax: Wartość nie może być mniejsza niż 200'],
    ],
    ['one side missing passes', { loadChangeMax: '1' }, []],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'numberOrder')).toEqual(expected);
  });
});

describe('meteringForConnection', () => {
  const schema = {
    type: 'object',
    meteringForConnection: {
      metering: 'measuringSystem',
      phases: ['power/connectionOne/phase', 'power/connectionTwo/phase'],
      powers: ['power/connectionOne/target', 'power/connectionTwo/target'],
    },
  };
  const power = (one: object, two: object = {}) => ({ connectionOne: one, connectionTwo: two });

  it.each([
    [
      'single-phase metering with a single-phase 7 kW connection passes',
      { measuringSystem: 'singlePhase', power: power({ target: '7', phase: 'single_phase' }) },
      [],
    ],
    [
      'single-phase metering with a three-phase connection fails',
      { measuringSystem: 'singlePhase', power: power({ target: '5', phase: 'three_phase' }) },
      ['/measuringSystem: Przy przyłączu trójfazowym układ pomiarowy musi być trójfazowy'],
    ],
    [
      'single-phase metering with connection II above 7 kW fails',
      {
        measuringSystem: 'singlePhase',
        power: power({ target: '5', phase: 'single_phase' }, { target: '7,01' }),
      },
      ['/measuringSystem: Powyżej 7 kW układ pomiarowy musi być trójfazowy'],
    ],
    [
      'three-phase metering with anything passes',
      { measuringSystem: 'threePhaseDirect', power: power({ target: '30', phase: 'three_phase' }) },
      [],
    ],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'meteringForConnection')).toEqual(expected);
  });

  it('takes other single-phase values and a power alone', () => {
    const own = {
      type: 'object',
      meteringForConnection: { metering: 'm', powers: ['kw'], singlePhase: ['1f'], maxKw: 10 },
    };
    expect(keywordMessages(own, { m: '1f', kw: '10' }, 'meteringForConnection')).toEqual([]);
    expect(keywordMessages(own, { m: '1f', kw: '10,5' }, 'meteringForConnection')).toEqual([
      '/m: Powyżej 10 kW układ pomiarowy musi być trójfazowy',
    ]);
    expect(() => compileSchema({ type: 'object', meteringForConnection: { metering: 'm' } })).toThrow();
  });

  it('reports only the metering, never the connection', () => {
    const { messages } = validateSample(schema, {
      measuringSystem: 'singlePhase',
      power: power({ target: '12', phase: 'three_phase' }),
    });
    expect(messages.map((message) => message.pointer)).toEqual(['/measuringSystem']);
  });
});
