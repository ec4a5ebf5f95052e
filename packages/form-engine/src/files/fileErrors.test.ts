import { describe, expect, it } from 'vitest';
import { fileNameAt, withFileNames } from './fileErrors.ts';

const data = {
  attachments: {
    documents: [
      { id: '1', name: 'plan.pdf', size: 10 },
      { id: '2', name: 'wirus.exe', size: 10 },
    ],
  },
};

describe('file errors', () => {
  it('finds the file an error points at, or inside', () => {
    expect(fileNameAt(data, '/attachments/documents/1')).toBe('wirus.exe');
    expect(fileNameAt(data, '/attachments/documents/1/name')).toBe('wirus.exe');
    expect(fileNameAt(data, '/attachments/documents')).toBeNull();
    expect(fileNameAt(data, '/attachments/documents/7')).toBeNull();
  });

  it('names the file in its error only', () => {
    const errors = withFileNames(
      [
        {
          pointer: '/attachments/documents/1',
          keyword: 'attachments',
          message: 'Nieprawidłowy format pliku',
        },
        { pointer: '/attachments/documents', keyword: 'minItems', message: 'Dodaj plik' },
      ],
      data,
      (message, name) => `${message} (${name})`,
    );
    expect(errors.map((error) => error.message)).toEqual([
      'Nieprawidłowy format pliku (wirus.exe)',
      'Dodaj plik',
    ]);
  });
});
