// Every engine widget in one RJSF form with the engine's theme (no wizard around it), for review at 390 px
// and 1280 px. Errors are shown as the wizard shows them, through the field error store.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { EngineRuntime } from '../../runtime/EngineContext.ts';
import { EngineForm, testRuntime } from '../../test/engineForm.tsx';
import { phaseChoice } from '../../test/phaseChoice.ts';

export const widgetsSchema: RJSFSchema = {
  type: 'object',
  properties: {
    firstName: { type: 'string', title: 'Imię', trimmedMaxLength: true } as RJSFSchema,
    email: {
      type: 'string',
      title: 'Adres e-mail',
      format: 'email-ascii',
      description: 'Na ten adres wyślemy link do potwierdzenia wniosku.',
    },
    phone: { type: 'string', title: 'Telefon', format: 'phone' },
    zipCode: { type: 'string', title: 'Kod pocztowy', format: 'zip-code' },
    pesel: { type: 'string', title: 'PESEL', format: 'pesel' },
    landRegister: {
      type: 'string',
      title: 'Numer księgi wieczystej',
      format: 'land-register-number',
      description: 'Wzór: WA1M/00012345/1.',
    },
    account: { type: 'string', title: 'Numer rachunku bankowego', format: 'bank-account' },
    power: { type: 'string', title: 'Moc przyłączeniowa [kW]', numericString: 'amount' } as RJSFSchema,
    phase: phaseChoice,
    concern: {
      type: 'string',
      title: 'Czego dotyczy wniosek',
      oneOf: [
        {
          const: 'newObject',
          title: 'Przyłączenia nowego obiektu',
          description: 'Budynek, który nie ma jeszcze przyłącza.',
        },
        {
          const: 'powerChange',
          title: 'Zmiany mocy przyłączeniowej',
          description: 'Istniejący obiekt potrzebuje więcej mocy.',
        },
      ],
    },
    place: {
      type: 'string',
      title: 'Miejsce zdjęcia plomb',
      oneOf: [
        'Wewnątrz lokalu',
        'Klatka schodowa',
        'Piwnica',
        'Elewacja budynku',
        'Złącze pomiarowe',
        'Wnęka na piętrze',
        'Linia ogrodzenia',
      ].map((title, index) => ({ const: `p${index}`, title })),
    },
    startDate: { type: 'string', title: 'Data przyłączenia', format: 'date' },
    consumptionStart: {
      type: 'string',
      title: 'Planowany początek poboru energii',
      format: 'date',
      pattern: '^[0-9]{4}-[0-9]{2}-01$',
      dateNotBeforeCurrentMonth: true,
      dateMaxYearsAhead: 5,
    } as RJSFSchema,
    visits: {
      type: 'array',
      title: 'Preferowane terminy wizji lokalnej',
      maxItems: 3,
      preferredDates: true,
      items: {
        type: 'object',
        properties: {
          day: { type: 'string', title: 'Dzień', format: 'date' },
          hours: {
            type: 'string',
            title: 'Godziny',
            oneOf: [
              { const: '08:00-11:00', title: '8:00–11:00' },
              { const: '11:00-14:00', title: '11:00–14:00' },
            ],
          },
        },
      },
    } as RJSFSchema,
    backupGenerator: { type: 'boolean', title: 'Obiekt będzie miał zasilanie rezerwowe z agregatu' },
    bySms: { type: 'boolean', title: 'Chcę dostawać SMS-y o zmianie statusu sprawy' },
    industries: {
      type: 'array',
      title: 'Branże',
      uniqueItems: true,
      items: {
        type: 'string',
        oneOf: [
          { const: 'gas', title: 'Gazowa' },
          { const: 'water', title: 'Wodno-kanalizacyjna' },
          { const: 'heating', title: 'Ciepłownicza' },
        ],
      },
    },
    sitePlan: {
      type: 'array',
      title: 'Plan zabudowy lub szkic sytuacyjny',
      maxItems: 20,
      attachments: { minFiles: 1, allowDwg: true },
      items: { type: 'object' },
    } as RJSFSchema,
    comment: { type: 'string', title: 'Dodatkowe informacje', trimmedMaxLength: 2000 } as RJSFSchema,
    truthfulness: {
      type: 'boolean',
      title: 'Oświadczam, że dane podane we wniosku są zgodne z prawdą.',
      const: true,
    },
  },
  required: ['firstName', 'email', 'phone', 'phase', 'truthfulness'],
};

const widgetsUi: UiSchema = {
  concern: { 'ui:widget': 'radioCards' },
  backupGenerator: { 'ui:widget': 'yesNo' },
  comment: { 'ui:options': { rows: 4 } },
};

function WidgetGallery({ errors }: { errors: Record<string, string[]> }) {
  const runtime = useMemo<EngineRuntime>(() => {
    const runtime = testRuntime({}, new Date().toISOString().slice(0, 10));
    for (const [id, messages] of Object.entries(errors)) runtime.errors.set(id, messages);
    return runtime;
  }, [errors]);
  return <EngineForm schema={widgetsSchema} uiSchema={widgetsUi} runtime={runtime} idPrefix="wniosek" />;
}

const meta = {
  title: 'Form engine/Widżety',
  component: WidgetGallery,
  args: { errors: {} },
} satisfies Meta<typeof WidgetGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wszystkie: Story = {};

export const ZBledami: Story = {
  args: {
    errors: {
      wniosek_firstName: ['Pole obowiązkowe'],
      wniosek_phone: ['Niepoprawny numer telefonu (wzór: 0xx xxx-xx-xx lub xxx-xxx-xxx)'],
      wniosek_phase: ['Powyżej 7 kW dostępne jest tylko przyłącze trójfazowe'],
      wniosek_sitePlan: ['Wgraj przynajmniej jeden plik'],
      wniosek_truthfulness: ['Zaznacz, aby złożyć to oświadczenie'],
    },
  },
};

export const Telefon: Story = { globals: { viewport: { value: 'mobile' } } };
