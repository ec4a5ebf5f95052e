// Rules the shared definitions add on top of the validation keywords, one row per boundary.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSchema } from '@portal/form-catalog/node';
import { createAjv, localizeErrors, validateWithContext, type ContextualValidator } from '@portal/validation';
import { schemaPaths } from './paths.ts';

const { defsDir } = schemaPaths();
const compileDefinition = (file: string, name: string) =>
  createAjv().compile(
    bundleSchema({ $ref: `${file}.json#/definitions/${name}` }, path.join(defsDir, '.test.json'), defsDir),
  ) as ContextualValidator;
const errorsOf = (validate: ContextualValidator, data: unknown) =>
  localizeErrors(validateWithContext(validate, data, { today: '2026-06-15' }).errors, 'pl', { data }).map(
    (error) => `${error.path} ${error.keyword}`,
  );

describe('power.json: the 40 kW split between forms 1 and 2 (applications-spec §2)', () => {
  const upTo40 = compileDefinition('power', 'connectionUpTo40kW');
  const above40 = compileDefinition('power', 'connectionAbove40kW');
  const connection = (target: string) => ({ current: '0', target, phase: 'three_phase' });

  it.each(['0,01', '7', '39,99', '40', '40,0', '40,00', '040', '40.00'])(
    '%s kW is allowed up to 40 kW and refused above 40 kW',
    (target) => {
      expect(errorsOf(upTo40, connection(target))).toEqual([]);
      expect(errorsOf(above40, connection(target))).toEqual(['/target errorMessage']);
    },
  );

  it.each(['40,01', '40.5', '41', '100', '999999,99', '0041'])(
    '%s kW is refused up to 40 kW and allowed above 40 kW',
    (target) => {
      expect(errorsOf(upTo40, connection(target))).toEqual(['/target errorMessage']);
      expect(errorsOf(above40, connection(target))).toEqual([]);
    },
  );

  it('leaves a malformed power to numericString only (one message, not two)', () => {
    expect(errorsOf(upTo40, connection('abc'))).toEqual(['/target numericString']);
    expect(errorsOf(above40, connection('abc'))).toEqual(['/target numericString']);
  });

  it('says what to do instead, in Polish', () => {
    const data = connection('45');
    const [error] = localizeErrors(validateWithContext(upTo40, data).errors, 'pl', { data });
    expect(error?.message).toBe(
      'W tym wniosku moc nie może przekraczać 40 kW. Dla większej mocy wybierz wniosek o przyłączenie powyżej 40 kW.',
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
      { path: '', keyword: 'errorMessage', message: 'Zaznacz, aby złożyć to oświadczenie' },
    ]);
  });
});

describe('parcel.json and statements.json: legal titles (applications-spec §3)', () => {
  const full = compileDefinition('statements', 'legalTitleStatement');
  const restricted = compileDefinition('statements', 'legalTitleStatementRestricted');
  const statement = (legalTitle: string) => ({ legalTitle, statement: true, criminalLiability: true });
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
    expect(errorsOf(full, statement('other'))).toEqual(['/legalTitleOther required', ' if']);
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
});
