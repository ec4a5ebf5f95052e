import { describe, expect, it } from 'vitest';
import { keywordMessages } from '../testing/validate-sample.ts';

describe('peselUnlessDocument', () => {
  const schema = {
    type: 'object',
    properties: { pesel: { type: 'string', format: 'pesel' }, passportNumber: { type: 'string' } },
    peselUnlessDocument: { pesel: 'pesel', document: 'passportNumber' },
  };

  it.each([
    [
      'neither fails beneath the PESEL',
      {},
      ['/pesel: Podaj numer PESEL lub numer paszportu albo karty stałego pobytu'],
    ],
    [
      'blank values count as empty',
      { pesel: ' ', passportNumber: '' },
      ['/pesel: Podaj numer PESEL lub numer paszportu albo karty stałego pobytu'],
    ],
    ['a PESEL alone passes', { pesel: '44051401359' }, []],
    ['a passport number alone passes', { passportNumber: 'ZS0000177' }, []],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'peselUnlessDocument')).toEqual(expected);
  });
});
