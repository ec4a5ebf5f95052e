// Rules the shared definitions add on top of the validation keywords, one row per boundary.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSchema } from '@portal/form-catalog/node';
import { createAjv, localizeErrors, validateWithContext, type ContextualValidator } from '@portal/validation';
import { schemaPaths } from '@portal/schema-kit';
import { repoRoot } from './paths.ts';

const { defsDir } = schemaPaths(repoRoot);
const compileDefinition = (file: string, name: string) =>
  createAjv().compile(
    bundleSchema({ $ref: `${file}.json#/definitions/${name}` }, path.join(defsDir, '.test.json'), defsDir),
  ) as ContextualValidator;
const errorsOf = (validate: ContextualValidator, data: unknown) =>
  localizeErrors(validateWithContext(validate, data, { today: '2026-06-15' }).errors, 'pl', { data }).map(
    (error) => `${error.pointer} ${error.keyword}`,
  );

describe('power.json: the 40 kW split between forms 1 and 2 by the object total (applications-spec §2)', () => {
  const upTo40 = compileDefinition('power', 'connectionPowersUpTo40kW');
  const above40 = compileDefinition('power', 'connectionPowersAbove40kW');
  const connection = (target: string) => ({ current: '0', target, phase: 'three_phase' });
  const one = (target: string) => ({ connectionOne: connection(target) });
  const two = (first: string, second: string) => ({
    connectionOne: connection(first),
    connectionTwo: connection(second),
  });

  it.each([
    ['0,01', one('0,01')],
    ['39,99', one('39,99')],
    ['40', one('40')],
    ['40,00', one('40,00')],
    ['040', one('040')],
    ['30 + 10', two('30', '10')],
    ['20,5 + 19,5', two('20,5', '19.5')],
  ])('%s kW is allowed up to 40 kW and refused above 40 kW', (_total, data) => {
    expect(errorsOf(upTo40, data)).toEqual([]);
    expect(errorsOf(above40, data)).toEqual([' errorMessage']);
  });

  it.each([
    ['40,01', one('40,01')],
    ['41', one('41')],
    ['999999,99', one('999999,99')],
    ['30 + 10,01', two('30', '10,01')],
    ['30 + 30', two('30', '30')],
  ])('%s kW is refused up to 40 kW and allowed above 40 kW', (_total, data) => {
    expect(errorsOf(upTo40, data)).toEqual([' errorMessage']);
    expect(errorsOf(above40, data)).toEqual([]);
  });

  it('needs a power in one of the connections in both forms (form 2 accepted none)', () => {
    const none = { connectionOne: {}, connectionTwo: {} };
    expect(errorsOf(upTo40, none)).toEqual(['/connectionOne/target connectionPowerRequired']);
    expect(errorsOf(above40, none)).toEqual(['/connectionOne/target connectionPowerRequired']);
  });

  it('leaves a malformed power to numericString only (one message, not two)', () => {
    expect(errorsOf(upTo40, one('abc'))).toEqual(['/connectionOne/target numericString']);
    expect(errorsOf(above40, two('abc', '50'))).toEqual(['/connectionOne/target numericString']);
  });

  it('says what to do instead, in Polish, beneath the power group', () => {
    const data = two('30', '30');
    const [error] = localizeErrors(validateWithContext(upTo40, data).errors, 'pl', { data });
    expect(error?.pointer).toBe('');
    expect(error?.message).toBe(
      'W tym wniosku łączna moc przyłączy I i II nie może przekraczać 40 kW. Dla większej mocy wybierz wniosek o przyłączenie powyżej 40 kW.',
    );
  });
});

describe('power.json: a connection', () => {
  const connection = compileDefinition('power', 'connection');
  it.each([
    [{ current: '0', target: '7', phase: 'single_phase' }, []],
    [{ current: '0', target: '7,01', phase: 'single_phase' }, ['/phase phaseForPower']],
    [{ current: '5', target: '9' }, ['/phase dependencies']],
    [{ target: '9', phase: 'three_phase' }, ['/current currentAndTargetPower']],
    [{}, []],
  ])('%o gives %o', (data, expected) => {
    expect(errorsOf(connection, data)).toEqual(expected);
  });
});

describe('statements.json: a statement must be ticked', () => {
  const truthfulness = compileDefinition('statements', 'truthfulness');
  it('accepts true and refuses false with a Polish message', () => {
    expect(errorsOf(truthfulness, true)).toEqual([]);
    expect(localizeErrors(validateWithContext(truthfulness, false).errors)).toEqual([
      { pointer: '', keyword: 'errorMessage', message: 'Zaznacz, aby złożyć to oświadczenie' },
    ]);
  });
});

describe('parcel.json and statements.json: legal titles (applications-spec §3)', () => {
  const full = compileDefinition('statements', 'legalTitleStatement');
  const restricted = compileDefinition('statements', 'legalTitleStatementRestricted');
  const statement = (legalTitle: string) => ({
    legalTitle,
    property: { sameAs: 'object' },
    statement: true,
    criminalLiability: true,
  });
  it.each(['ownership', 'coOwnership', 'lease', 'tenancy'])('forms 24 and 26 accept %s', (title) => {
    expect(errorsOf(restricted, statement(title))).toEqual([]);
  });
  it.each(['perpetualUsufruct', 'cooperativeRight', 'lending', 'other'])(
    'forms 24 and 26 refuse %s, other forms accept it',
    (title) => {
      expect(errorsOf(restricted, statement(title))).toContain('/legalTitle oneOf');
      expect(
        errorsOf(full, {
          ...statement(title),
          ...(title === 'other' ? { legalTitleOther: 'Służebność' } : {}),
        }),
      ).toEqual([]);
    },
  );
  it('asks what the other legal title is', () => {
    expect(errorsOf(full, statement('other'))).toEqual(['/legalTitleOther required']);
  });
  it('asks which property the title covers, and its address when it is not the object (§5)', () => {
    const { property: _property, ...withoutProperty } = statement('ownership');
    expect(errorsOf(full, withoutProperty)).toEqual(['/property required']);
    // The vague `if` beside a precise error is left out.
    expect(errorsOf(restricted, { ...statement('lease'), property: { sameAs: 'other' } })).toEqual([
      '/property/address required',
    ]);
  });
});

describe('meters.json: facility manager consent', () => {
  const consent = compileDefinition('meters', 'facilityManagerConsent');
  it('accepts only a given consent with its declaration', () => {
    expect(errorsOf(consent, { consentGiven: true, declaration: true })).toEqual([]);
    expect(errorsOf(consent, { consentGiven: false, declaration: true })).toEqual([
      '/consentGiven errorMessage',
    ]);
    expect(errorsOf(consent, { consentGiven: true })).toEqual(['/declaration required']);
  });
});

describe('meters.json: counters and splits (applications-spec §5 "Power", §9)', () => {
  const meters = compileDefinition('meters', 'meters');
  const splitMerge = compileDefinition('meters', 'splitMerge');
  const meter = (power: string) => ({ phase: 'three_phase', power });
  it('allows 40 kW in total on counters and refuses 40,01 kW', () => {
    expect(errorsOf(meters, [meter('20'), meter('20')])).toEqual([]);
    expect(errorsOf(meters, [meter('20'), meter('20,01')])).toEqual([' maxTotalPower']);
  });
  it('asks for an agreed project above 4 meters or 40 kW', () => {
    const change = (resultingMeters: unknown[]) => ({
      operation: 'split',
      sourceMeters: ['1'],
      resultingMeters,
    });
    expect(errorsOf(splitMerge, change([meter('10'), meter('10'), meter('10'), meter('10')]))).toEqual([]);
    expect(
      errorsOf(splitMerge, change([meter('5'), meter('5'), meter('5'), meter('5'), meter('5')])),
    ).toEqual(['/electricalProject splitMergeRequiresProject']);
    expect(errorsOf(splitMerge, change([meter('30'), meter('11')]))).toEqual([
      '/electricalProject splitMergeRequiresProject',
    ]);
  });
  it('merges two or more meters into one and splits one meter into two or more', () => {
    const merge = (sourceMeters: string[], resultingMeters: unknown[]) => ({
      operation: 'merge',
      sourceMeters,
      resultingMeters,
    });
    expect(errorsOf(splitMerge, merge(['1', '2'], [meter('10')]))).toEqual([]);
    expect(errorsOf(splitMerge, merge(['1', '2'], [meter('5'), meter('5'), meter('5')]))).toEqual([
      '/resultingMeters errorMessage',
    ]);
    expect(errorsOf(splitMerge, merge(['1'], [meter('5')]))).toEqual(['/sourceMeters errorMessage']);
    expect(
      errorsOf(splitMerge, {
        operation: 'split',
        sourceMeters: ['1', '2'],
        resultingMeters: [meter('5'), meter('5')],
      }),
    ).toEqual(['/sourceMeters errorMessage']);
  });
});

describe('generationPlant.json', () => {
  const plant = compileDefinition('generationPlant', 'generationPlant');
  const solar = { type: 'solar', installedPower: '2000', connectionPower: '1990', connectionVoltage: '0.4' };
  it.each([
    ['solar, 0,4 kV, 2000 kW', solar, []],
    ['wind', { ...solar, type: 'wind' }, ['/smallSolarOnBuilding errorMessage']],
    ['15 kV', { ...solar, connectionVoltage: '15' }, ['/smallSolarOnBuilding errorMessage']],
    ['2000,01 kW', { ...solar, installedPower: '2000,01' }, ['/smallSolarOnBuilding errorMessage']],
  ])('the small-solar flag (up to 2 MW, up to 1 kV) with %s', (_case, data, expected) => {
    expect(errorsOf(plant, { ...data, smallSolarOnBuilding: true })).toEqual(expected);
    expect(errorsOf(plant, { ...data, smallSolarOnBuilding: false })).toEqual([]);
  });
  it('keeps the load-change maximum not below the minimum', () => {
    expect(errorsOf(plant, { ...solar, loadChangeMin: '10', loadChangeMax: '10' })).toEqual([]);
    expect(errorsOf(plant, { ...solar, loadChangeMin: '10', loadChangeMax: '9,99' })).toEqual([
      '/loadChangeMax numberOrder',
    ]);
  });
});
