import { describe, expect, it } from 'vitest';
import { labelledMessage } from './labels.ts';

describe('labelledMessage', () => {
  it('joins a label and a message with one colon', () => {
    expect(labelledMessage('PESEL', 'Niepoprawny numer PESEL')).toBe('PESEL: Niepoprawny numer PESEL');
  });

  it('drops the label’s own closing punctuation before the colon ("operatora.: ")', () => {
    expect(labelledMessage('Mam zgodę zarządcy budynku na prace operatora.', 'Pole obowiązkowe')).toBe(
      'Mam zgodę zarządcy budynku na prace operatora: Pole obowiązkowe',
    );
    expect(labelledMessage('Czy obiekt ma przyłącze? ', 'Pole obowiązkowe')).toBe(
      'Czy obiekt ma przyłącze: Pole obowiązkowe',
    );
    expect(labelledMessage('Uwagi…', 'Za długi tekst')).toBe('Uwagi: Za długi tekst');
  });

  it('gives the message alone without a label', () => {
    expect(labelledMessage('', 'Pole obowiązkowe')).toBe('Pole obowiązkowe');
    expect(labelledMessage('.', 'Pole obowiązkowe')).toBe('Pole obowiązkowe');
  });
});
