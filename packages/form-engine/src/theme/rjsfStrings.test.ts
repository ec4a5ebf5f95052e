import { setupI18n } from '@lingui/core';
import { TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { rjsfTranslator } from './rjsfStrings.ts';

const translate = rjsfTranslator(setupI18n({ locale: 'pl', messages: { pl: {} } }));

describe('rjsfTranslator', () => {
  it('tells an ui:order list missing a field in Polish, naming the field', () => {
    expect(
      translate(TranslatableString.InvalidObjectField, [
        'applicant',
        "uiSchema order list does not contain property 'phone'",
      ]),
    ).toBe(
      'Grupy pól „applicant” nie da się wyświetlić: w „ui:order” brakuje pól: \'phone\' (dopisz je albo dodaj "*").',
    );
  });

  it('says the buttons RJSF draws in Polish', () => {
    expect(translate(TranslatableString.RemoveButton)).toBe('Usuń');
    expect(translate(TranslatableString.UnsupportedFieldWithId, ['wniosek_x'])).toBe(
      'Pola „wniosek_x” nie da się wyświetlić: schemat nie określa jego typu.',
    );
  });
});
