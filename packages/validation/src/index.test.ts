import { describe, expect, it } from 'vitest';
import * as browser from './browser.ts';
import * as validation from './index.ts';
import * as runtime from './runtime.ts';

describe('public API', () => {
  it('exports the documented functions and values', () => {
    expect(Object.keys(validation).sort()).toEqual(
      [
        'ATTACHMENT_FILE_MESSAGES',
        'DEFAULT_EXTENSIONS',
        'MAX_FILE_SIZE',
        'MAX_TOTAL_SIZE',
        'MIN_FILE_SIZE',
        'MULTI_LINE_TEXT_PATTERN',
        'PASSWORD_MIN_LENGTH',
        'RUNTIME_MODULE',
        'SINGLE_LINE_TEXT_PATTERN',
        'UNSAFE_TEXT_MESSAGE',
        'baseAjvOptions',
        'compileStandaloneModule',
        'createAjv',
        'computedValuesOf',
        'createAjvLocalizer',
        'dateBoundsOf',
        'dateExampleOf',
        'isPolishPublicHoliday',
        'isWorkingDay',
        'parseIsoDate',
        'describeComputed',
        'errorFieldPath',
        'errorMessage',
        'evaluateAttachments',
        'fieldsNamedByKeyword',
        'findUnsafeText',
        'formatNames',
        'HIDDEN_CHARACTERS',
        'MAX_FILE_NAME_LENGTH',
        'formats',
        'hasOnlyAsciiCharacters',
        'isIntegerNumericKind',
        'isSafeText',
        'isValidBankAccount',
        'isValidBusinessPartnerNumber',
        'isValidConnectionConditionsNumber',
        'isValidContractAccountNumber',
        'isValidEmailAscii',
        'isValidFax',
        'isValidLandRegisterNumber',
        'isValidLocalNumber',
        'isValidMobilePhone',
        'isValidNip',
        'isValidPesel',
        'isValidPhone',
        'isValidPlotNumber',
        'isValidPpe',
        'isValidRegon',
        'isValidRwo',
        'isValidZipCode',
        'isValidZoneNumber',
        'keywordKind',
        'keywords',
        'localizeErrors',
        'localizeWarnings',
        'newPasswordProblems',
        'normalizeAnswers',
        'peselBirthDate',
        'polishPluralForm',
        'safeFileName',
        'standaloneModuleCode',
        'todayInWarsaw',
        'validateWithContext',
      ].sort(),
    );
  });

  it('keeps the AJV compiler out of the browser entry', () => {
    const compilerOnly = [
      'createAjv',
      'baseAjvOptions',
      'keywords',
      // Reads the keywords' definitions (AJV code generation): for the schema check, not the browser.
      'fieldsNamedByKeyword',
      'compileStandaloneModule',
      'standaloneModuleCode',
      'RUNTIME_MODULE',
    ];
    expect(Object.keys(browser).sort()).toEqual(
      Object.keys(validation)
        .filter((name) => !compilerOnly.includes(name))
        .sort(),
    );
  });

  it('gives the runtime exactly what generated code refers to', () => {
    expect(Object.keys(runtime).sort()).toEqual(['checks', 'equal', 'formats', 'ucs2length']);
    expect(typeof runtime.equal).toBe('function');
    expect(runtime.equal({ a: [1] }, { a: [1] })).toBe(true);
    expect(runtime.ucs2length('😀a')).toBe(2);
  });
});
