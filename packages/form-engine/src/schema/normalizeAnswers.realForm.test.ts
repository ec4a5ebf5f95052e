// Customer journeys: the wizard normalises a form's answers with the server's own code (@portal/validation
// normalizeAnswers) before it validates, shows the summary or sends them: what a phone makes natural is
// written as the format wants, blank text is missing, and the server normalising the wizard's data again
// changes nothing.
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { normalizeAnswers } from '@portal/validation';
import { describe, expect, it } from 'vitest';
import fixture from '../../../../schemas/forms/29-zgloszenie-licznika/fixtures/valid/business-on-behalf-additional-meter-40-kw.json';
import { loadRealForm } from '../test/realForms.ts';
import { createPrecompiledValidator } from '../validation/precompiledValidator.ts';
import { evaluateFormData } from '../validation/formErrors.ts';
import { normalizeFormData } from './normalizeData.ts';

const TODAY = '2026-06-15';

describe('the wizard normalises form 29 as the server does', async () => {
  const form = await loadRealForm(29);
  const schema = form.schema as RJSFSchema;
  const utils = createSchemaUtils(createPrecompiledValidator(form.validate, schema), schema);
  const typed = structuredClone(fixture.data) as {
    applicant: { company: { nip: string }; businessSeatAddress: { city: string } };
    pickupPoint: { reason: string; ppe?: string; connectionConditionsNumber?: string };
    metering: { meters: { power: string }[] };
  };
  typed.applicant.company.nip = 'PL5213017228';
  typed.pickupPoint.reason = 'newPremises';
  delete typed.pickupPoint.ppe;
  typed.pickupPoint.connectionConditionsNumber = 'nd/wk/22505/2023';
  typed.metering.meters[0]!.power = '29,5';

  it('accepts what a phone makes natural and writes it as the format wants', () => {
    const data = normalizeFormData(utils, typed) as typeof typed;
    expect(data.applicant.company.nip).toBe('5213017228');
    expect(data.pickupPoint.connectionConditionsNumber).toBe('ND\\WK\\22505\\2023');
    expect(data.metering.meters[0]!.power).toBe('29.5');
    expect(evaluateFormData(form.validate, data, TODAY).errors).toEqual([]);
    expect(normalizeAnswers(schema, data)).toEqual(data);
  });

  it('takes blank text for a missing answer', () => {
    const blank = structuredClone(typed);
    blank.applicant.businessSeatAddress.city = '   ';
    const data = normalizeFormData(utils, blank);
    expect(evaluateFormData(form.validate, data, TODAY).errors).toEqual([
      { pointer: '/applicant/businessSeatAddress/city', keyword: 'required', message: 'Pole obowiązkowe' },
    ]);
  });
});
