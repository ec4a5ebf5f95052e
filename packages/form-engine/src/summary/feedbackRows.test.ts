import { describe, expect, it } from 'vitest';
import type { AnswerSection } from './collectAnswers.ts';
import { withFeedbackRows } from './feedbackRows.ts';

const section = (id: string, fields: string[], pointers: string[]): AnswerSection => ({
  step: { id, title: id, fields },
  stepIndex: 0,
  rows: pointers.map((pointer) => ({ pointer, label: pointer, kind: 'answer', value: 'x', depth: 1 })),
});

describe('withFeedbackRows', () => {
  const sections = [
    section(
      'przylacze',
      ['connection'],
      ['/connection/concern', '/connection/power/connectionOne/target', '/connection/consumptionStart'],
    ),
    section(
      'oswiadczenia',
      ['statements'],
      [
        '/statements/legalTitle/legalTitle',
        '/statements/legalTitle/property/address/city',
        '/statements/truthfulness',
      ],
    ),
  ];

  it('puts a computed value right after the answers it is computed from, in their step', () => {
    const [connection] = withFeedbackRows(
      sections,
      {
        computed: [
          {
            pointer: '/connection/power',
            keyword: 'connectionAdvance',
            label: 'Zaliczka',
            text: '15 000 zł',
          },
        ],
        warnings: [],
      },
      () => '',
    );
    expect(connection?.rows.map((row) => `${row.kind} ${row.pointer}`)).toEqual([
      'answer /connection/concern',
      'answer /connection/power/connectionOne/target',
      'computed /connection/power#connectionAdvance',
      'answer /connection/consumptionStart',
    ]);
  });

  it("puts a warning after the warned field's answers, labelled with the field", () => {
    const [, statements] = withFeedbackRows(
      sections,
      {
        computed: [],
        warnings: [
          {
            pointer: '/statements/legalTitle/property/address',
            keyword: 'legalTitleAddressWarning',
            message: 'Adres różni się',
          },
        ],
      },
      (pointer) => `etykieta ${pointer}`,
    );
    expect(statements?.rows[2]).toEqual({
      pointer: '/statements/legalTitle/property/address#legalTitleAddressWarning',
      label: 'etykieta /statements/legalTitle/property/address',
      kind: 'warning',
      value: 'Adres różni się',
      depth: 0,
    });
    expect(statements?.rows).toHaveLength(4);
  });
});
