import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAttachmentRules } from './attachments.ts';
import { checks, type KeywordOptions, type PortalKeywordName } from './checks.ts';
import { normalizeConnectionAdvance } from './connection-advance.ts';
import { toFieldRef } from './rule-check.ts';

// Representative options per check; the data and the context are arbitrary.
const options: { [Name in PortalKeywordName]: KeywordOptions[Name] } = {
  trimmedMaxLength: { limit: 32 },
  digitsOnly: { length: 11 },
  numericString: { kind: 'amount' },
  dateNotInFuture: true,
  dateNotBeforeCurrentMonth: true,
  dateMaxYearsAhead: { years: 5 },
  dateMaxYearsBack: { years: 2 },
  dateMaxDaysBack: { days: 30 },
  dateRange: {
    start: toFieldRef('a'),
    end: toFieldRef('b/c'),
    minDate: null,
    maxDate: null,
    maxDays: 14,
    bothRequired: true,
  },
  preferredDates: {
    day: toFieldRef('day'),
    hours: toFieldRef('hours'),
    minDate: null,
    maxDate: null,
    atLeastOne: true,
  },
  phaseForPower: { power: toFieldRef('power'), phase: toFieldRef('phase'), maxKw: 7 },
  connectionPowerRequired: { connections: [toFieldRef('a'), toFieldRef('b')] },
  currentAndTargetPower: { current: toFieldRef('a'), target: toFieldRef('b') },
  maxTotalPower: { power: toFieldRef('power'), maxKw: 40 },
  splitMergeRequiresProject: {
    meters: toFieldRef('meters'),
    power: null,
    meterPower: toFieldRef('power'),
    project: toFieldRef('project'),
    maxMeters: 4,
    maxKw: 40,
  },
  powerLimit: { powers: [toFieldRef('a'), toFieldRef('b/c')], maxKw: 40, aboveKw: 10 },
  numberOrder: { lower: toFieldRef('min'), upper: toFieldRef('max'), lowerTitle: 'Minimum' },
  meteringForConnection: {
    metering: toFieldRef('metering'),
    singlePhase: ['singlePhase'],
    phases: [toFieldRef('a/phase')],
    powers: [toFieldRef('a/power')],
    maxKw: 7,
  },
  resealingAfterWorks: {
    visits: toFieldRef('visits'),
    worksStart: toFieldRef('works/from'),
    day: toFieldRef('day'),
  },
  peselUnlessDocument: { pesel: toFieldRef('pesel'), document: toFieldRef('passport') },
  passwordStrength: { minLength: 10 },
  passwordDiffersFromLogin: { password: toFieldRef('password'), login: toFieldRef('email') },
  passwordConfirmation: { password: toFieldRef('password'), confirmation: toFieldRef('repeat') },
  attachments: toAttachmentRules({ minFiles: 1 }),
  legalTitleAddressWarning: { address: toFieldRef('a'), objectAddress: [toFieldRef('b'), toFieldRef('c/d')] },
  connectionAdvance: normalizeConnectionAdvance({ powers: ['a', 'b/c'], voltageKvField: 'v' }),
};

describe('runtime checks', () => {
  it.each(Object.keys(checks) as PortalKeywordName[])(
    '%s never throws and returns null or JSON-pointer issues',
    (name) => {
      const check = checks[name] as (data: unknown, options: unknown, context: unknown) => unknown;
      fc.assert(
        fc.property(fc.anything(), fc.anything(), (data, context) => {
          const issues = check(data, options[name], context);
          if (issues === null) return;
          expect(Array.isArray(issues)).toBe(true);
          for (const issue of issues as { pointer: unknown; params: unknown }[]) {
            expect(issue.pointer).toMatch(/^(\/[^/]*)*$/);
            expect(typeof issue.params).toBe('object');
          }
        }),
        { numRuns: 200 },
      );
    },
  );

  it('never reads inherited properties such as constructor', () => {
    const protoOptions = { pesel: toFieldRef('constructor'), document: toFieldRef('toString') };
    expect(checks.peselUnlessDocument({}, protoOptions, undefined)).toEqual([
      { pointer: '/constructor', params: {} },
    ]);
  });
});
