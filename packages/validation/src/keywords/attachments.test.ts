import { describe, expect, it } from 'vitest';
import { keywordMessages } from '../testing/validate-sample.ts';

const MB = 1_048_576;
const file = (name: string, size: number) => ({ name, size, type: 'application/pdf' });
const schema = (options: unknown = true) => ({
  type: 'object',
  properties: { files: { type: 'array', attachments: options } },
});
const INVALID_IN_LIST = '/files: Przynajmniej jeden z wgranych plików jest niepoprawny';

describe('attachments', () => {
  it.each([
    ['a 10 MB file passes', true, [file('a.pdf', 10 * MB)], []],
    [
      '10 MB + 1 byte fails',
      true,
      [file('a.pdf', 10 * MB + 1)],
      ['/files/0: Plik jest za duży', INVALID_IN_LIST],
    ],
    ['a 1-byte file passes', true, [file('a.pdf', 1)], []],
    ['an empty file fails', true, [file('a.pdf', 0)], ['/files/0: Plik jest pusty', INVALID_IN_LIST]],
    [
      'five 10 MB files (50 MB) pass',
      true,
      Array.from({ length: 5 }, (_, index) => file(`${index}.pdf`, 10 * MB)),
      [],
    ],
    [
      '50 MB + 1 byte in total fail at the list',
      true,
      [...Array.from({ length: 5 }, (_, index) => file(`${index}.pdf`, 10 * MB)), file('extra.pdf', 1)],
      ['/files: Maksymalny rozmiar wszystkich plików nie może przekraczać 50 MB'],
    ],
    [
      'jpg, jpeg, png, tif, tiff and pdf pass, in any case',
      true,
      ['a.jpg', 'b.JPEG', 'c.png', 'd.tif', 'e.TIFF', 'f.Pdf'].map((name) => file(name, 10)),
      [],
    ],
    [
      'an exe fails',
      true,
      [file('setup.exe', 10)],
      ['/files/0: Nieprawidłowy format pliku', INVALID_IN_LIST],
    ],
    [
      'a file without an extension fails',
      true,
      [file('pdf', 10)],
      ['/files/0: Nieprawidłowy format pliku', INVALID_IN_LIST],
    ],
    [
      'a dwg fails where the form does not allow it',
      true,
      [file('plan.dwg', 10)],
      ['/files/0: Nieprawidłowy format pliku', INVALID_IN_LIST],
    ],
    ['a dwg passes where the form allows it', { allowDwg: true }, [file('plan.dwg', 10)], []],
    [
      'the same name and size twice fail at the second',
      true,
      [file('a.pdf', 10), file('a.pdf', 10)],
      ['/files/1: Plik został już wgrany', INVALID_IN_LIST],
    ],
    ['the same name with another size passes', true, [file('a.pdf', 10), file('a.pdf', 11)], []],
    ['no files pass when none are required', true, [], []],
    ['no files fail when one is required', { minFiles: 1 }, [], ['/files: Wgraj przynajmniej jeden plik']],
    [
      'one of two required files fails',
      { minFiles: 2 },
      [file('a.pdf', 10)],
      ['/files: Wgrano za mało plików'],
    ],
    [
      'a descriptor without a size is an invalid file',
      true,
      [{ name: 'a.pdf' }],
      ['/files/0: Nieprawidłowy format pliku', INVALID_IN_LIST],
    ],
    [
      'a descriptor that is not an object is an invalid file',
      true,
      [null],
      ['/files/0: Nieprawidłowy format pliku', INVALID_IN_LIST],
    ],
  ])('%s', (_rule, options, files, expected) => {
    expect(keywordMessages(schema(options), { files }, 'attachments')).toEqual(expected);
  });

  it('takes its own extensions and limits', () => {
    const custom = schema({ extensions: ['xml'], maxFileSize: MB, maxTotalSize: 1.5 * MB });
    expect(keywordMessages(custom, { files: [file('a.xml', MB)] }, 'attachments')).toEqual([]);
    expect(keywordMessages(custom, { files: [file('a.pdf', 10)] }, 'attachments')).toEqual([
      '/files/0: Nieprawidłowy format pliku',
      INVALID_IN_LIST,
    ]);
    expect(keywordMessages(custom, { files: [file('a.xml', MB), file('b.xml', MB)] }, 'attachments')).toEqual(
      ['/files: Maksymalny rozmiar wszystkich plików nie może przekraczać 1,5 MB'],
    );
  });
});
