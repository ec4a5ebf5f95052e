import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import * as ui from '@portal/ui';
import { attachmentStore } from '../../files/attachmentStore.ts';
import { renderField } from '../../test/renderField.tsx';
import { testRuntime } from '../../test/engineForm.tsx';
import { widgetsSchema } from './Widgets.stories.tsx';

/** The fields of the widget gallery (Widgets.stories.tsx), where each widget is shown with a real question. */
const gallery = widgetsSchema.properties as Record<string, RJSFSchema>;

describe('masked text widgets', () => {
  it('phone: formats a mobile number as typed and stores the formatted text', async () => {
    const user = userEvent.setup();
    const { last } = renderField({ type: 'string', title: 'Telefon', format: 'phone' });
    const input = screen.getByLabelText('Telefon');
    await user.type(input, '601234567');
    expect(input).toHaveValue('601-234-567');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(last()).toBe('601-234-567');
  });

  it('phone: a landline', async () => {
    const user = userEvent.setup();
    renderField({ type: 'string', title: 'Telefon', format: 'phone' });
    await user.type(screen.getByLabelText('Telefon'), '0221234567');
    expect(screen.getByLabelText('Telefon')).toHaveValue('022 123-45-67');
  });

  it('zip code: inserts the dash', async () => {
    const user = userEvent.setup();
    const { last } = renderField({ type: 'string', title: 'Kod pocztowy', format: 'zip-code' });
    await user.type(screen.getByLabelText('Kod pocztowy'), '05850');
    expect(last()).toBe('05-850');
  });

  it('bank account: groups 2 + 6×4', async () => {
    const user = userEvent.setup();
    const { last } = renderField({ type: 'string', title: 'Numer rachunku', format: 'bank-account' });
    await user.type(screen.getByLabelText('Numer rachunku'), '61109010140000071219812874');
    expect(last()).toBe('61 1090 1014 0000 0712 1981 2874');
  });

  it('identifier: upper-cases a land register number as typed', async () => {
    const user = userEvent.setup();
    const { last } = renderField({
      type: 'string',
      title: 'Numer księgi wieczystej',
      format: 'land-register-number',
    });
    await user.type(screen.getByLabelText('Numer księgi wieczystej'), 'wa1m/00012345/1');
    expect(last()).toBe('WA1M/00012345/1');
  });

  it('identifier: digits-only formats get the numeric keyboard', () => {
    renderField({ type: 'string', title: 'PESEL', format: 'pesel' });
    expect(screen.getByLabelText('PESEL')).toHaveAttribute('inputmode', 'numeric');
  });

  it('power: accepts a comma, keeps the text and shows the unit', async () => {
    const user = userEvent.setup();
    const { last } = renderField({ type: 'string', title: 'Moc [kW]', numericString: 'amount' } as never);
    await user.type(screen.getByLabelText('Moc [kW]'), '12,5a');
    expect(last()).toBe('12,5');
    expect(screen.getByText('kW')).toBeInTheDocument();
  });

  it('text: a large integer (yearly energy in kWh) takes digits only, with the numeric keyboard', async () => {
    const user = userEvent.setup();
    const { last } = renderField({
      type: 'string',
      title: 'Energia [kWh/rok]',
      numericString: 'largeNonNegativeInteger',
    } as never);
    const input = screen.getByLabelText('Energia [kWh/rok]');
    await user.type(input, '1 250 500,5');
    expect(last()).toBe('12505005');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('text: trims on blur and stores nothing for an empty field', async () => {
    const user = userEvent.setup();
    const { last } = renderField({ type: 'string', title: 'Imię' });
    const input = screen.getByLabelText('Imię');
    await user.type(input, '  Anna ');
    await user.tab();
    expect(last()).toBe('Anna');
    await user.clear(input);
    expect(last()).toBeUndefined();
  });

  it('e-mail: blocks non-ASCII key presses', async () => {
    const user = userEvent.setup();
    renderField({ type: 'string', title: 'E-mail', format: 'email-ascii' });
    await user.type(screen.getByLabelText('E-mail'), 'jaś@x.pl');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ja@x.pl');
  });

  it('e-mail: a refused key press or paste is said with the forbidden-characters message until the field is left', async () => {
    const user = userEvent.setup();
    renderField({ type: 'string', title: 'E-mail', format: 'email-ascii' });
    const input = screen.getByLabelText('E-mail');
    await user.type(input, 'jan.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(input, 'żółw@x.pl');
    expect(input).toHaveValue('jan.w@x.pl');
    expect(screen.getByRole('status')).toHaveTextContent(/^Adres e-mail zawiera niedozwolone znaki/);
    await user.tab();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.clear(input);
    await user.paste('łukasz@x.pl');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(/^Adres e-mail zawiera niedozwolone znaki/);
  });
});

describe('copyFrom (the SMS phone from the phone given on the same step)', () => {
  const sms = { type: 'string', title: 'Numer telefonu do SMS-ów', format: 'mobile-phone' };
  const uiSchema = { 'ui:widget': 'phone', 'ui:options': { copyFrom: '/contact/phone' } };

  it('takes a valid answer at the pointer when it appears empty', () => {
    const { last } = renderField(sms as never, {
      uiSchema,
      runtime: testRuntime({ contact: { phone: '601-234-567' } }),
    });
    expect(screen.getByLabelText('Numer telefonu do SMS-ów')).toHaveValue('601-234-567');
    expect(last()).toBe('601-234-567');
  });

  it('leaves it empty when the answer is not valid for it (a landline), and keeps a given value', () => {
    const landline = renderField(sms as never, {
      uiSchema,
      runtime: testRuntime({ contact: { phone: '022 123-45-67' } }),
    });
    expect(screen.getByLabelText('Numer telefonu do SMS-ów')).toHaveValue('');
    expect(landline.changes).not.toContain('022 123-45-67');
    landline.unmount();
    const given = renderField(sms as never, {
      uiSchema,
      formData: '501-234-567',
      runtime: testRuntime({ contact: { phone: '601-234-567' } }),
    });
    expect(screen.getByLabelText('Numer telefonu do SMS-ów')).toHaveValue('501-234-567');
    expect(given.changes).not.toContain('601-234-567');
  });
});

describe('dates', () => {
  it('date: typed DD.MM.YYYY, stored as ISO', async () => {
    const user = userEvent.setup();
    const { last } = renderField({ type: 'string', title: 'Data', format: 'date' });
    await user.type(screen.getByLabelText('Data'), '15032026');
    expect(screen.getByLabelText('Data')).toHaveValue('15.03.2026');
    expect(last()).toBe('2026-03-15');
  });

  it('date: the hint example is a date the field accepts, and the calendar offers no refused day', async () => {
    const reading = { type: 'string', title: 'Data odczytu', format: 'date', dateNotInFuture: true };
    renderField(reading as never, { runtime: testRuntime({}, '2026-11-23') });
    expect(screen.getByLabelText('Data odczytu')).toHaveAccessibleDescription(/np\. 23\.11\.2026/);
    fireEvent.click(screen.getByRole('button', { name: 'Wybierz datę z kalendarza: Data odczytu' }));
    const grid = await screen.findByRole('grid');
    const cell = (text: string) =>
      [...grid.querySelectorAll('[data-part="table-cell-trigger"]')].find(
        (el) => el.textContent === text && !el.hasAttribute('data-outside-range'),
      );
    expect(cell('24')).toHaveAttribute('data-disabled');
    expect(cell('23')).not.toHaveAttribute('data-disabled');
  }, 20_000);

  it('date: an ISO value is shown as DD.MM.YYYY', () => {
    renderField({ type: 'string', title: 'Data', format: 'date' }, { formData: '2026-12-01' });
    expect(screen.getByLabelText('Data')).toHaveValue('01.12.2026');
  });

  it('monthYear: month and year selects store the first day of the month, years from the keywords', async () => {
    const user = userEvent.setup();
    // The gallery's field: a first of the month, from this month to at most five years ahead.
    const { last } = renderField(gallery.consumptionStart!);
    const group = screen.getByRole('group', { name: /Planowany początek poboru energii/ });
    const year = within(group).getByLabelText('Rok');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wybierz', '2026', '2027', '2028', '2029', '2030', '2031']);
    await user.selectOptions(within(group).getByLabelText('Miesiąc'), 'Październik');
    expect(last()).toBeUndefined();
    await user.selectOptions(year, '2027');
    expect(last()).toBe('2027-10-01');
  });

  it('preferredDates: rows of day and hours, added and removed', async () => {
    const user = userEvent.setup();
    const { last } = renderField(gallery.visits!);
    expect(screen.getByText('Dni robocze od 23.11.2026 do 23.12.2026.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Dzień'), '24112026');
    await user.selectOptions(screen.getByLabelText('Godziny'), '8:00–11:00');
    expect(last()).toEqual([{ day: '2026-11-24', hours: '08:00-11:00' }]);
    await user.click(screen.getByRole('button', { name: 'Dodaj kolejny termin' }));
    expect(screen.getByRole('group', { name: 'Termin 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usuń termin 1' }));
    expect(last()).toEqual([{}]);
  });
});

describe('choices', () => {
  const choice = {
    type: 'string',
    title: 'Rodzaj przyłącza',
    oneOf: [
      { const: 'overhead', title: 'Napowietrzne' },
      { const: 'cable', title: 'Kablowe', description: 'Pod ziemią.' },
    ],
  } as const;

  it('radio: a fieldset with a legend; the first option carries the field id', async () => {
    const user = userEvent.setup();
    const { last } = renderField(choice as never);
    const group = screen.getByRole('group', { name: 'Rodzaj przyłącza' });
    expect(within(group).getAllByRole('radio')[0]).toHaveAttribute('id', 't_field');
    await user.click(screen.getByLabelText('Kablowe'));
    expect(last()).toBe('cable');
    expect(screen.getByLabelText('Kablowe')).toHaveAccessibleDescription('Pod ziemią.');
  });

  it('radioCards: cards with descriptions, keyboard selectable', async () => {
    const user = userEvent.setup();
    const { last } = renderField(choice as never, { uiSchema: { 'ui:widget': 'radioCards' } });
    screen.getByLabelText('Napowietrzne').focus();
    await user.keyboard('{ArrowDown}');
    expect(last()).toBe('cable');
  });

  it('select: long lists as a native drop-down', async () => {
    const user = userEvent.setup();
    const options = Array.from({ length: 8 }, (_, index) => ({
      const: `v${index}`,
      title: `Opcja ${index}`,
    }));
    const { last } = renderField({ type: 'string', title: 'Miejsce', oneOf: options } as never);
    await user.selectOptions(screen.getByLabelText('Miejsce'), 'Opcja 3');
    expect(last()).toBe('v3');
  });

  it('yesNo: Tak / Nie, nothing preselected', async () => {
    const user = userEvent.setup();
    const { last } = renderField(
      { type: 'boolean', title: 'Zasilanie z agregatu' },
      { uiSchema: { 'ui:widget': 'yesNo' } },
    );
    expect(screen.getByLabelText('Tak')).not.toBeChecked();
    expect(screen.getByLabelText('Nie')).not.toBeChecked();
    await user.click(screen.getByLabelText('Nie'));
    expect(last()).toBe(false);
  });

  it('statement: ticking makes it, unticking withdraws it', async () => {
    const user = userEvent.setup();
    const { last } = renderField({
      type: 'boolean',
      title: 'Oświadczam, że dane są prawdziwe.',
      const: true,
    });
    const box = screen.getByRole('checkbox', { name: /Oświadczam, że dane są prawdziwe\./ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(last()).toBe(true);
    await user.click(box);
    expect(last()).toBeUndefined();
  });

  it('checkboxes: several choices kept in the options order', async () => {
    const user = userEvent.setup();
    const { last } = renderField(gallery.industries!);
    await user.click(screen.getByLabelText('Wodno-kanalizacyjna'));
    await user.click(screen.getByLabelText('Gazowa'));
    expect(last()).toEqual(['gas', 'water']);
  });

  it('addressSameAs: shows the address each option stands for, from the answers given', () => {
    const runtime = testRuntime({
      applicant: { homeAddress: { street: 'Polna', houseNumber: '12', zipCode: '05-850', city: 'Ożarów' } },
    });
    renderField(
      {
        type: 'string',
        title: 'Adres do korespondencji jest',
        oneOf: [
          { const: 'applicant', title: 'Taki sam jak adres wnioskodawcy' },
          { const: 'object', title: 'Taki sam jak adres obiektu' },
          { const: 'other', title: 'Inny' },
        ],
      } as never,
      {
        runtime,
        uiSchema: {
          'ui:widget': 'addressSameAs',
          'ui:options': { sources: { applicant: ['/applicant/homeAddress'], object: ['/object/location'] } },
        },
      },
    );
    expect(screen.getByLabelText('Taki sam jak adres wnioskodawcy')).toHaveAccessibleDescription(
      'Polna, 12, 05-850, Ożarów',
    );
    expect(screen.getByLabelText('Taki sam jak adres obiektu')).toHaveAccessibleDescription(
      'Tego adresu jeszcze nie podano',
    );
  });
});

describe('attachments', () => {
  const list = {
    type: 'array',
    title: 'Plan zabudowy',
    maxItems: 5,
    attachments: { minFiles: 1, allowDwg: true },
    items: { type: 'object' },
  };

  it('adds files as descriptors, keeps the File in the store and shows each status', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { last } = renderField(list as never);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File(['x'], 'duzy.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await user.upload(input, [
      new File(['abc'], 'plan.dwg'),
      big,
      new File([''], 'pusty.png', { type: 'image/png' }),
    ]);
    const files = last() as { id: string; name: string; size: number }[];
    expect(files.map((file) => file.name)).toEqual(['plan.dwg', 'duzy.pdf', 'pusty.png']);
    expect(attachmentStore.get(files[0]!.id)?.name).toBe('plan.dwg');
    const items = within(screen.getByRole('list', { name: /Dodane pliki/ })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Gotowy do wysłania');
    expect(items[1]).toHaveTextContent('Plik jest za duży');
    expect(items[2]).toHaveTextContent('Plik jest pusty');
    await user.click(within(items[1]!).getByRole('button', { name: 'Usuń plik duzy.pdf' }));
    expect((last() as unknown[]).length).toBe(2);
    expect(attachmentStore.has(files[1]!.id)).toBe(false);
  });

  it('keeps a file of a wrong type in the list with its error, without a toast, until it is removed', async () => {
    const toast = vi.spyOn(ui, 'showErrorToast');
    const user = userEvent.setup({ applyAccept: false });
    const { last } = renderField(list as never);
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['x'], 'wirus.exe'),
    );
    const item = within(screen.getByRole('list', { name: /Dodane pliki/ })).getByRole('listitem');
    expect(item).toHaveTextContent('wirus.exe');
    expect(item).toHaveTextContent('Nieprawidłowy format pliku');
    expect((last() as { name: string }[]).map((file) => file.name)).toEqual(['wirus.exe']);
    expect(toast).not.toHaveBeenCalled();
    await user.click(within(item).getByRole('button', { name: 'Usuń plik wirus.exe' }));
    expect(screen.queryByText('Nieprawidłowy format pliku')).not.toBeInTheDocument();
  });

  it('says once that all the files are too big: its own alert gives way to the list error', () => {
    const MB = 1_048_576;
    const files = [0, 1, 2, 3, 4, 5].map((index) => ({
      id: `3f6c1a2e-8b4d-4c1e-9a7f-00000000000${index}`,
      name: `plik-${index}.pdf`,
      size: 9 * MB,
      type: 'application/pdf',
    }));
    const message = 'Maksymalny rozmiar wszystkich plików nie może przekraczać 50 MB';
    const runtime = testRuntime({ field: files });
    const { unmount } = renderField(list as never, { formData: files, runtime });
    expect(screen.getAllByText(message)).toHaveLength(1);
    unmount();
    const shown = testRuntime({ field: files });
    shown.errors.set('t_field', [message]);
    renderField(list as never, { formData: files, runtime: shown });
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('the button names the list and the accepted types are stated', () => {
    renderField(list as never);
    expect(screen.getByRole('button', { name: 'Wybierz pliki: Plan zabudowy' })).toBeInTheDocument();
    expect(
      screen.getByText('Pliki JPG, PNG, TIF, PDF, DWG, każdy do 10 MB, razem do 50 MB.'),
    ).toBeInTheDocument();
  });
});
