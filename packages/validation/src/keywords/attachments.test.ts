import { describe, expect, it } from 'vitest';
import { keywordMessages } from '../testing/validate-sample.ts';

const MB = 1_048_576;
const file = (name: string, size: number) => ({ name, size, type: 'application/pdf' });
const schema = (options: unknown = true) => ({
  type: 'object',
  properties: { files: { type: 'array', attachments: options } },
});

describe('attachments', () => {
  it.each([
    ['a 10 MB file passes', true, [file('a.pdf', 10 * MB)], []],
    ['10 MB + 1 byte fails', true, [file('a.pdf', 10 * MB + 1)], ['/files/0: Plik jest za duży']],
    ['a 1-byte file passes', true, [file('a.pdf', 1)], []],
    ['an empty file fails', true, [file('a.pdf', 0)], ['/files/0: Plik jest pusty']],
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
    ['an exe fails', true, [file('setup.exe', 10)], ['/files/0: Nieprawidłowy format pliku']],
    ['a file without an extension fails', true, [file('pdf', 10)], ['/files/0: Nieprawidłowy format pliku']],
    [
      'a dwg fails where the form does not allow it',
      true,
      [file('plan.dwg', 10)],
      ['/files/0: Nieprawidłowy format pliku'],
    ],
    ['a dwg passes where the form allows it', { allowDwg: true }, [file('plan.dwg', 10)], []],
    [
      'the same name and size twice fail at the second',
      true,
      [file('a.pdf', 10), file('a.pdf', 10)],
      ['/files/1: Plik został już wgrany'],
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
      ['/files/0: Nieprawidłowy format pliku'],
    ],
    [
      'a descriptor that is not an object is an invalid file',
      true,
      [null],
      ['/files/0: Nieprawidłowy format pliku'],
    ],
  ])('%s', (_rule, options, files, expected) => {
    expect(keywordMessages(schema(options), { files }, 'attachments')).toEqual(expected);
  });

  it('takes its own extensions and limits', () => {
    const custom = schema({ extensions: ['xml'], maxFileSize: MB, maxTotalSize: 1.5 * MB });
    expect(keywordMessages(custom, { files: [file('a.xml', MB)] }, 'attachments')).toEqual([]);
    expect(keywordMessages(custom, { files: [file('a.pdf', 10)] }, 'attachments')).toEqual([
      '/files/0: Nieprawidłowy format pliku',
    ]);
    expect(keywordMessages(custom, { files: [file('a.xml', MB), file('b.xml', MB)] }, 'attachments')).toEqual(
      ['/files: Maksymalny rozmiar wszystkich plików nie może przekraczać 1,5 MB'],
    );
  });

  // Customer journeys: 54 MB over three lists passed, each list being under 50 MB, while the message speaks of all
  // files. The limit is the application's, as the server's upload counts it.
  it('counts the files of every list, in a $ref too, against the one total', () => {
    const three = {
      type: 'object',
      definitions: { files: { type: 'array', attachments: true } },
      properties: {
        first: { type: 'array', attachments: true },
        nested: { type: 'object', properties: { second: { $ref: '#/definitions/files' } } },
        third: { type: 'array', attachments: true },
        empty: { type: 'array', attachments: true },
      },
    };
    const eighteen = (name: string) => [file(`${name}-a.pdf`, 9 * MB), file(`${name}-b.pdf`, 9 * MB)];
    const data = { first: eighteen('1'), nested: { second: eighteen('2') }, third: eighteen('3'), empty: [] };
    const message = 'Maksymalny rozmiar wszystkich plików nie może przekraczać 50 MB';
    expect(keywordMessages(three, data, 'attachments')).toEqual([
      `/first: ${message}`,
      `/nested/second: ${message}`,
      `/third: ${message}`,
    ]);
    const fifty = { ...data, third: [file('3-a.pdf', 7 * MB), file('3-b.pdf', 7 * MB)] };
    expect(keywordMessages(three, fifty, 'attachments')).toEqual([]);
    const oneByteMore = { ...data, third: [file('3-a.pdf', 7 * MB), file('3-b.pdf', 7 * MB + 1)] };
    expect(keywordMessages(three, oneByteMore, 'attachments')).toHaveLength(3);
  });
});
