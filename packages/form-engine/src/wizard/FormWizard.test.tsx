import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { useCallback, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft } from '../drafts/draftStorage.ts';
import { flushPendingDraftSaves } from '../drafts/pendingSaves.ts';
import type { WizardForm } from '../form/types.ts';
import { fixtureSchema, fixtureUi, loadFixtureForm } from '../test/fixtureForm.ts';
import { generateValidator } from '../test/generatedValidator.ts';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { FormWizard } from './FormWizard.tsx';

const TODAY = '2026-11-23';
let form: WizardForm;

beforeEach(async () => {
  form ??= await loadFixtureForm();
});

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

/** The answers of the first two steps of the test form, valid. */
const FIRST_STEPS = {
  applicant: { kind: 'private', firstName: 'Anna', phone: '601-234-567' },
  connection: { power: '5', phase: 'single_phase', startDate: '2026-12-01' },
};

/** A stored draft of the test form (id 901), as the wizard would have saved it. */
function seedDraft(stepIndex: number, completedSteps: string[], data: Record<string, unknown>) {
  window.localStorage.setItem(
    'portal.wniosek.szkic.901',
    JSON.stringify({
      formId: 901,
      version: '1.0.0',
      savedAt: '2026-11-22T10:00:00.000Z',
      stepIndex,
      completedSteps,
      data,
    }),
  );
}

async function fillFirstStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Osoba fizyczna'));
  await user.type(screen.getByLabelText(/^Imię/), 'Anna');
  await user.type(screen.getByLabelText(/^Telefon/), '601234567');
}

describe('FormWizard: the happy path', () => {
  it('fills every step, shows the answers and sends data with the files', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_data: unknown, _files: unknown, helpers: { clearDraft(): void }) =>
      helpers.clearDraft(),
    );
    renderWithUi(<FormWizard form={form} onSubmit={onSubmit} today={TODAY} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Twoje dane' })).toBeInTheDocument();
    expect(screen.getByText('Krok 1 z 4: Twoje dane')).toBeInTheDocument();
    await fillFirstStep(user);
    expect(screen.getByLabelText(/^Telefon/)).toHaveValue('601-234-567');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Przyłącze' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.type(screen.getByLabelText(/^Moc \[kW\]/), '5,5');
    await user.click(screen.getByLabelText('Jednofazowe (do 7 kW)'));
    await user.type(screen.getByLabelText(/^Data rozpoczęcia/), '01122026');
    expect(screen.getByLabelText(/^Data rozpoczęcia/)).toHaveValue('01.12.2026');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    await screen.findByRole('heading', { level: 2, name: 'Załączniki i oświadczenia' });
    const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), file);
    expect(await screen.findByRole('list', { name: /Dodane pliki/ })).toHaveTextContent('plan.pdf');
    await user.click(screen.getByLabelText(/Oświadczam, że dane są zgodne z prawdą/));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    await screen.findByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' });
    const summary = screen.getByRole('region', { name: 'Przyłącze' });
    expect(within(summary).getByText('Moc').nextSibling).toHaveTextContent('5,5 kW');
    expect(summary).toHaveTextContent('Jednofazowe (do 7 kW)');
    expect(within(summary).getByText('01.12.2026')).toBeInTheDocument();
    expect(screen.getByText('Osoba fizyczna')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Załączniki i oświadczenia' })).toHaveTextContent('plan.pdf');

    await user.click(screen.getByRole('button', { name: 'Wyślij wniosek' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [data, files] = onSubmit.mock.calls[0]!;
    expect(data).toEqual({
      applicant: { kind: 'private', firstName: 'Anna', phone: '601-234-567' },
      // Normalised as the server does: the decimal comma typed is sent as a dot.
      connection: { power: '5.5', phase: 'single_phase', startDate: '2026-12-01' },
      attachments: {
        documents: [{ id: expect.any(String), name: 'plan.pdf', size: 8, type: 'application/pdf' }],
      },
      statements: { truthfulness: true },
    });
    const descriptor = (data as { attachments: { documents: { id: string }[] } }).attachments.documents[0]!;
    expect(files).toEqual([{ id: descriptor.id, partName: `file:${descriptor.id}`, file }]);
    expect(readDraft(form.entry.id)).toBeNull();
  });

  it('keeps the draft and shows the error when sending fails', async () => {
    const user = userEvent.setup();
    seedDraft(3, ['dane', 'przylacze', 'reszta'], { ...FIRST_STEPS, statements: { truthfulness: true } });
    renderWithUi(
      <FormWizard form={form} onSubmit={() => Promise.reject(new Error('Brak połączenia'))} today={TODAY} />,
    );
    // The restored draft had no files (they are never stored): the user is sent back to add them.
    expect(screen.getByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' })).toBeInTheDocument();
    // The missing attachment list is listed on the summary; its link opens its step.
    const box = await screen.findByRole('region', { name: 'Popraw błędy w formularzu' });
    await user.click(within(box).getByRole('link', { name: /^Dokumenty/ }));
    await screen.findByRole('heading', { level: 2, name: 'Załączniki i oświadczenia' });
    await user.upload(fileInput(), new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz i wróć do podsumowania' }));
    await screen.findByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' });
    await user.click(screen.getByRole('button', { name: 'Wyślij wniosek' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Brak połączenia');
    expect(readDraft(901)).not.toBeNull();
  });
});

describe("FormWizard: the form's files change under the open wizard (a live preview)", () => {
  /** The test form as an analyst edits it: a field renamed and a step added before the open one. */
  function editedForm(): WizardForm {
    const schema = structuredClone(form.schema) as typeof form.schema & {
      properties: { applicant: { properties: { firstName: { title: string } } } };
    };
    schema.properties.applicant.properties.firstName.title = 'Imię (jak w dowodzie)';
    const intro = { id: 'wstep', title: 'Zanim zaczniesz', fields: ['statements'] };
    return { ...form, schema, ui: { ...form.ui, steps: [intro, ...form.ui.steps] } };
  }

  it('draws the new files in place: the typed answers, the open step and the focus stay', async () => {
    const user = userEvent.setup();
    const view = renderWithUi(<FormWizard form={form} onSubmit={vi.fn()} today={TODAY} />);
    await user.click(screen.getByLabelText('Osoba fizyczna'));
    await user.type(screen.getByLabelText(/^Imię/), 'An');
    const typedInto = screen.getByLabelText(/^Imię/);

    view.rerender(
      <UiProvider i18n={i18n}>
        <FormWizard form={editedForm()} onSubmit={vi.fn()} today={TODAY} />
      </UiProvider>,
    );

    const renamed = await screen.findByLabelText(/^Imię \(jak w dowodzie\)/);
    expect(renamed).toBe(typedInto);
    expect(renamed).toHaveValue('An');
    expect(renamed).toHaveFocus();
    expect(screen.getByLabelText('Osoba fizyczna')).toBeChecked();
    expect(screen.getByText('Krok 2 z 5: Twoje dane')).toBeInTheDocument();
    expect(screen.queryByText(/Przywróciliśmy/)).toBeNull();

    await user.keyboard('na');
    act(() => flushPendingDraftSaves());
    expect(readDraft(form.entry.id)?.data).toMatchObject({
      applicant: { kind: 'private', firstName: 'Anna' },
    });
    expect(readDraft(form.entry.id)?.stepIndex).toBe(1);
  });
});

describe('FormWizard: errors found by the server', () => {
  function seedDraftAtLastStep() {
    seedDraft(2, ['dane', 'przylacze'], FIRST_STEPS);
  }

  async function sendFromLastStep(user: ReturnType<typeof userEvent.setup>) {
    await user.upload(fileInput(), new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByLabelText(/Oświadczam/));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await user.click(await screen.findByRole('button', { name: 'Wyślij wniosek' }));
  }

  it('opens the step of a refused field and shows the message beneath it and in the summary', async () => {
    const user = userEvent.setup();
    seedDraftAtLastStep();
    const refusal = Object.assign(new Error('Wniosek zawiera błędy.'), {
      fieldErrors: [
        { pointer: '/applicant/firstName', keyword: 'pattern', message: 'Imię zawiera niedozwolone znaki' },
      ],
    });
    const onSubmit = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    renderWithUi(<FormWizard form={form} onSubmit={onSubmit} today={TODAY} />);
    await sendFromLastStep(user);

    // Back on the step of the field, with the server's message where the browser's own would be.
    await screen.findByRole('heading', { level: 2, name: 'Twoje dane' });
    const summary = await screen.findByRole('heading', { name: 'Popraw błędy w formularzu' });
    expect(
      within(summary.parentElement!).getByRole('link', { name: 'Imię: Imię zawiera niedozwolone znaki' }),
    ).toBeInTheDocument();
    const firstName = screen.getByLabelText(/^Imię/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    const described = firstName
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Błąd: Imię zawiera niedozwolone znaki');

    await user.clear(firstName);
    await user.type(firstName, 'Anna Maria');
    await user.click(screen.getByRole('button', { name: 'Zapisz i wróć do podsumowania' }));
    await user.click(await screen.findByRole('button', { name: 'Wyślij wniosek' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect((onSubmit.mock.calls[1]![0] as { applicant: { firstName: string } }).applicant.firstName).toBe(
      'Anna Maria',
    );
  });

  it('keeps a refusal naming no field of any step on the summary, with its message', async () => {
    const user = userEvent.setup();
    seedDraftAtLastStep();
    const refusal = Object.assign(new Error('Wniosek zawiera błędy.'), {
      fieldErrors: [{ pointer: '/unknown', keyword: 'additionalProperties', message: 'Nieznane pole' }],
    });
    renderWithUi(<FormWizard form={form} onSubmit={() => Promise.reject(refusal)} today={TODAY} />);
    await sendFromLastStep(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wniosek zawiera błędy.');
    expect(screen.getByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' })).toBeInTheDocument();
  });
});

describe('FormWizard: step validation and the error summary', () => {
  it('validates only the current step and moves focus to the summary', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    // A region named by its heading, which takes focus.
    const box = await screen.findByRole('region', { name: 'Popraw błędy w formularzu' });
    await waitFor(() => expect(box).toHaveFocus());
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Wnioskodawca to: Pole obowiązkowe',
      'Imię: Pole obowiązkowe',
      'Telefon: Pole obowiązkowe',
    ]);
    // Still on the first step: the other steps' errors are not shown.
    expect(screen.getByRole('heading', { level: 2, name: 'Twoje dane' })).toBeInTheDocument();

    const firstName = screen.getByLabelText(/^Imię/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    const errorId = firstName.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)).toHaveTextContent('Błąd: Pole obowiązkowe');

    await user.click(within(box).getByRole('link', { name: 'Imię: Pole obowiązkowe' }));
    expect(firstName).toHaveFocus();
    // Live validation for a field already shown as invalid: fixed as soon as typed.
    await user.type(firstName, 'A');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(within(box).queryByRole('link', { name: 'Imię: Pole obowiązkowe' })).toBeNull();
  });

  it('keeps the summary in step with a field whose error changes', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    const box = (await screen.findByRole('heading', { name: 'Popraw błędy w formularzu' })).parentElement!;
    await user.type(screen.getByLabelText(/^Telefon/), '12');
    await waitFor(() =>
      expect(
        within(box)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Wnioskodawca to: Pole obowiązkowe',
        'Imię: Pole obowiązkowe',
        'Telefon: Niepoprawny numer telefonu (wzór: 0xx xxx-xx-xx lub xxx-xxx-xxx)',
      ]),
    );
  });

  it('a file of a wrong type is an error beside the picker and in the summary until it is removed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    seedDraft(2, ['dane', 'przylacze'], FIRST_STEPS);
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await screen.findByRole('heading', { level: 2, name: 'Załączniki i oświadczenia' });
    await user.upload(fileInput(), new File(['MZ'], 'wirus.exe'));
    const list = await screen.findByRole('list', { name: /Dodane pliki/ });
    expect(list).toHaveTextContent('wirus.exe');
    expect(list).toHaveTextContent('Nieprawidłowy format pliku');
    await user.click(screen.getByLabelText(/Oświadczam/));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    const box = (await screen.findByRole('heading', { name: 'Popraw błędy w formularzu' })).parentElement!;
    expect(within(box).getByRole('link', { name: /format/i })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Załączniki i oświadczenia' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Usuń plik wirus.exe' }));
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(box).queryByRole('link', { name: /format/i })).toBeNull());
  });

  it('names a refused file, and once it is removed the summary can be chosen in the step list', async () => {
    const user = userEvent.setup({ applyAccept: false });
    // Every step was passed before (the applicant came back with "Zmień"); the files were dropped.
    seedDraft(2, ['dane', 'przylacze', 'reszta'], { ...FIRST_STEPS, statements: { truthfulness: true } });
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await screen.findByRole('heading', { level: 2, name: 'Załączniki i oświadczenia' });
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    await user.upload(fileInput(), new File(['MZ'], 'wirus.exe'));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    const box = await screen.findByRole('region', { name: 'Popraw błędy w formularzu' });
    expect(
      within(box).getByRole('link', { name: /Nieprawidłowy format pliku \(wirus\.exe\)/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Usuń plik wirus.exe' }));
    // The list of steps is shown from the md breakpoint on (hidden in jsdom, which matches no media query).
    const steps = screen.getByRole('navigation', { name: 'Kroki wniosku' });
    await user.click(within(steps).getByRole('button', { name: /Sprawdź swoje odpowiedzi/, hidden: true }));
    await screen.findByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' });
  });

  it('shows a field error on blur once the field was changed, not before', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    const phone = screen.getByLabelText(/^Telefon/);
    await user.click(phone);
    await user.tab();
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.type(phone, '12');
    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Niepoprawny numer telefonu (wzór: 0xx xxx-xx-xx lub xxx-xxx-xxx)'),
    ).toBeInTheDocument();
  });

  it('follows the schema condition: NIP appears for a business and is then required', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    expect(screen.queryByLabelText(/^NIP/)).toBeNull();
    await user.click(screen.getByLabelText('Firma'));
    expect(await screen.findByLabelText(/^NIP/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('link', { name: 'NIP: Pole obowiązkowe' })).toBeInTheDocument();
  });

  it('disables single phase above 7 kW, read from the phaseForPower keyword', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await fillFirstStep(user);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { level: 2, name: 'Przyłącze' });
    const single = screen.getByLabelText('Jednofazowe (do 7 kW)');
    expect(single).toBeEnabled();
    await user.type(screen.getByLabelText(/^Moc \[kW\]/), '7,5');
    expect(single).toBeDisabled();
    expect(screen.getByText('Powyżej 7 kW dostępne jest tylko przyłącze trójfazowe')).toBeInTheDocument();
  });

  it('Enter right after typing submits the step with the value just typed', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await user.click(screen.getByLabelText('Osoba fizyczna'));
    await user.type(screen.getByLabelText(/^Imię/), 'Anna');
    await user.type(screen.getByLabelText(/^Telefon/), '601234567{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Przyłącze' })).toBeInTheDocument();
  });

  it('goes back without validating and keeps the answers', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await fillFirstStep(user);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { level: 2, name: 'Przyłącze' });
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    await screen.findByRole('heading', { level: 2, name: 'Twoje dane' });
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Anna');
  });
});

describe('FormWizard: the step in the address', () => {
  /** The wizard under an address that follows it (the portal's ?krok=), which a test can also set. */
  function AddressedWizard({ onStepChange }: { onStepChange: (stepId: string) => void }) {
    const [step, setStep] = useState<string | undefined>(undefined);
    addressed.go = setStep;
    const follow = useCallback(
      (stepId: string) => {
        onStepChange(stepId);
        setStep(stepId);
      },
      [onStepChange],
    );
    return (
      <FormWizard form={form} onSubmit={() => undefined} today={TODAY} step={step} onStepChange={follow} />
    );
  }
  const addressed: { go: (step: string) => void } = { go: () => undefined };

  it('opens a step the address asks for if it was reached, and reports the open one otherwise', async () => {
    const user = userEvent.setup();
    seedDraft(0, [], FIRST_STEPS);
    const onStepChange = vi.fn();
    renderWithUi(<AddressedWizard onStepChange={onStepChange} />);
    await screen.findByRole('heading', { level: 2, name: 'Twoje dane' });
    // "Dalej" moves on, and the address follows.
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { level: 2, name: 'Przyłącze' });
    await waitFor(() => expect(onStepChange).toHaveBeenLastCalledWith('przylacze'));
    expect(screen.getByRole('heading', { level: 2, name: 'Przyłącze' })).toBeInTheDocument();

    // Browser Back: the address names the first step.
    act(() => addressed.go('dane'));
    await screen.findByRole('heading', { level: 2, name: 'Twoje dane' });
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Anna');

    // Forward, and then a step never reached: not opened, the open step is reported again.
    act(() => addressed.go('przylacze'));
    await screen.findByRole('heading', { level: 2, name: 'Przyłącze' });
    onStepChange.mockClear();
    act(() => addressed.go('podsumowanie'));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith('przylacze'));
    expect(screen.getByRole('heading', { level: 2, name: 'Przyłącze' })).toBeInTheDocument();
  });
});

describe('FormWizard: drafts', () => {
  it('lists everything still missing at once on the summary, with links to the fields', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    // A draft saved on the summary, two answers short (a file is never restored; a name left out).
    seedDraft(3, ['dane', 'przylacze', 'reszta'], {
      applicant: { kind: 'private', phone: '601-234-567' },
      connection: FIRST_STEPS.connection,
      statements: { truthfulness: true },
    });
    renderWithUi(<FormWizard form={form} onSubmit={onSubmit} today={TODAY} />);
    await screen.findByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' });
    const box = await screen.findByRole('region', { name: 'Popraw błędy w formularzu' });
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Imię: Pole obowiązkowe', 'Dokumenty: Pole obowiązkowe']);

    // "Wyślij wniosek" sends nothing and moves focus to the list.
    await user.click(screen.getByRole('button', { name: 'Wyślij wniosek' }));
    await waitFor(() => expect(box).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    // A link opens the file's step, with focus on its picker; "Dalej" goes on to the other step still to
    // be done, then back to the summary.
    await user.click(within(box).getByRole('link', { name: 'Dokumenty: Pole obowiązkowe' }));
    await screen.findByRole('heading', { level: 2, name: 'Załączniki i oświadczenia' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Wybierz pliki/ })).toHaveFocus());
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { level: 2, name: 'Twoje dane' });
    await user.type(screen.getByLabelText(/^Imię/), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Zapisz i wróć do podsumowania' }));
    await screen.findByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' });
    expect(screen.queryByRole('region', { name: 'Popraw błędy w formularzu' })).toBeNull();
  });

  it('saves the draft about 500 ms after typing and restores it with a notice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await user.type(screen.getByLabelText(/^Imię/), 'Jan');
    expect(readDraft(901)).toBeNull();
    await waitFor(() => expect(readDraft(901)?.data).toEqual({ applicant: { firstName: 'Jan' } }), {
      timeout: 2000,
    });
    unmount();

    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    expect(screen.getByText('Przywróciliśmy niewysłany wniosek')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Jan');

    await user.click(screen.getByRole('button', { name: 'Zacznij od nowa' }));
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('');
    expect(readDraft(901)).toBeNull();
    expect(screen.queryByText('Przywróciliśmy niewysłany wniosek')).toBeNull();
  });

  it('opens a prefilled draft (the studio’s preview) on its answers without the restored notice', () => {
    window.localStorage.setItem(
      'portal.wniosek.szkic.901',
      JSON.stringify({
        formId: 901,
        version: form.entry.version,
        savedAt: '2026-06-15T10:00:00Z',
        stepIndex: 0,
        completedSteps: [],
        data: { applicant: { firstName: 'Anna' } },
        prefilled: true,
      }),
    );
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Anna');
    expect(screen.queryByText('Przywróciliśmy niewysłany wniosek')).toBeNull();
  });

  it('migrates a draft of an older form version, dropping unknown fields', async () => {
    window.localStorage.setItem(
      'portal.wniosek.szkic.901',
      JSON.stringify({
        formId: 901,
        version: '0.9.0',
        savedAt: '2026-11-01T10:00:00.000Z',
        stepIndex: 2,
        completedSteps: ['dane'],
        data: { applicant: { firstName: 'Ewa', fax: '022 123-45-67' }, removedSection: { a: 1 } },
      }),
    );
    const newer = { ...form, entry: { ...form.entry, version: '1.0.0' } };
    renderWithUi(<FormWizard form={newer} onSubmit={() => undefined} today={TODAY} />);
    expect(screen.getByText('Formularz zmienił się od czasu zapisania wniosku')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Twoje dane' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Ewa');
  });

  it('discards a draft of another version when nothing of it fits', async () => {
    window.localStorage.setItem(
      'portal.wniosek.szkic.901',
      JSON.stringify({
        formId: 901,
        version: '0.1.0',
        savedAt: '2026-11-01T10:00:00.000Z',
        stepIndex: 0,
        completedSteps: [],
        data: { gone: { x: 1 } },
      }),
    );
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    expect(screen.getByText('Nie udało się przywrócić zapisanego wniosku')).toBeInTheDocument();
    expect(readDraft(901)).toBeNull();
  });

  it('drops restored attachments without their file and asks to add them again', async () => {
    seedDraft(2, ['dane', 'przylacze', 'reszta'], {
      attachments: {
        documents: [{ id: '0b8f3f84-65c4-4bd1-a3d5-7f0e6b1c9a11', name: 'stary.pdf', size: 10 }],
      },
    });
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    expect(screen.getByText('Dodaj ponownie załączniki')).toBeInTheDocument();
    expect(screen.getByText(/Dodaj je jeszcze raz: stary\.pdf\./)).toBeInTheDocument();
    expect(screen.queryByText('stary.pdf')).toBeNull();
  });

  it('forgets the "add the files again" notice once the summary is reached with the files attached', async () => {
    const user = userEvent.setup();
    seedDraft(3, ['dane', 'przylacze', 'reszta'], {
      ...FIRST_STEPS,
      attachments: {
        documents: [{ id: '0b8f3f84-65c4-4bd1-a3d5-7f0e6b1c9a11', name: 'stary.pdf', size: 10 }],
      },
      statements: { truthfulness: true },
    });
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    expect(screen.getByText('Dodaj ponownie załączniki')).toBeInTheDocument();
    await user.upload(fileInput(), new File(['x'], 'stary.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: /Dalej|Zapisz i wróć do podsumowania/ }));
    await screen.findByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' });
    expect(screen.queryByText('Dodaj ponownie załączniki')).toBeNull();
  });

  it('saves at once when the page is hidden', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await user.type(screen.getByLabelText(/^Imię/), 'Ola');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readDraft(901)?.data).toEqual({ applicant: { firstName: 'Ola' } });
  });

  it('saves at once when asked before the draft is read (the studio preview taking the answers over)', async () => {
    const user = userEvent.setup();
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    await user.type(screen.getByLabelText(/^Imię/), 'Iga');
    expect(readDraft(901)).toBeNull();
    flushPendingDraftSaves();
    expect(readDraft(901)?.data).toEqual({ applicant: { firstName: 'Iga' } });
  });

  // Customer journeys: the registration password sat in plain text in localStorage and came back after a reload.
  it('never saves nor restores a secret answer (a field marked writeOnly)', async () => {
    const { applicant } = fixtureSchema.properties;
    const schema = {
      ...fixtureSchema,
      properties: {
        ...fixtureSchema.properties,
        applicant: {
          ...applicant,
          properties: {
            ...applicant.properties,
            accessCode: { type: 'string', title: 'Kod dostępu', writeOnly: true },
          },
          propertyNames: { enum: [...applicant.propertyNames.enum, 'accessCode'] },
        },
      },
    };
    const secretForm: WizardForm = {
      entry: { id: 901, title: 'Wniosek testowy', version: '1.0.0' },
      schema,
      ui: fixtureUi,
      validate: await generateValidator(schema),
    };
    const user = userEvent.setup();
    const { unmount } = renderWithUi(
      <FormWizard form={secretForm} onSubmit={() => undefined} today={TODAY} />,
    );
    await user.type(screen.getByLabelText(/^Imię/), 'Jan');
    await user.type(screen.getByLabelText(/^Kod dostępu/), 'Tajny-Kod-2026');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readDraft(901)?.data).toEqual({ applicant: { firstName: 'Jan' } });
    expect(window.localStorage.getItem('portal.wniosek.szkic.901')).not.toContain('Tajny-Kod-2026');
    unmount();

    // A draft an older build saved with the secret in it: the answer is not filled back in.
    seedDraft(0, [], { applicant: { firstName: 'Jan', accessCode: 'Tajny-Kod-2026' } });
    renderWithUi(<FormWizard form={secretForm} onSubmit={() => undefined} today={TODAY} />);
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Jan');
    expect(screen.getByLabelText(/^Kod dostępu/)).toHaveValue('');
    expect(window.localStorage.getItem('portal.wniosek.szkic.901')).not.toContain('Tajny-Kod-2026');
    expect(readDraft(901)?.data).toEqual({ applicant: { firstName: 'Jan' } });
  });
});

describe('FormWizard: a signed-in customer’s account fills the fields its uiSchema marks', () => {
  const marked = (): WizardForm => ({
    ...form,
    ui: {
      ...form.ui,
      uiSchema: {
        applicant: {
          ...(form.ui.uiSchema['applicant'] as Record<string, unknown>),
          firstName: { 'ui:options': { prefill: 'firstName' } },
          phone: { 'ui:options': { prefill: 'phone' } },
        },
      },
    },
  });

  beforeEach(() => window.localStorage.clear());

  it('starts with the account’s values in the marked fields, and none without an account', () => {
    const account = {
      firstName: 'Jan',
      lastName: 'Kowalski',
      phone: '601-234-567',
      email: 'jan@example.com',
    };
    const { unmount } = renderWithUi(
      <FormWizard form={marked()} onSubmit={vi.fn()} today={TODAY} account={account} />,
    );
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Jan');
    expect(screen.getByLabelText(/^Telefon/)).toHaveValue('601-234-567');
    unmount();
    window.localStorage.clear();
    renderWithUi(<FormWizard form={marked()} onSubmit={vi.fn()} today={TODAY} />);
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('');
  });

  it('keeps what a draft holds over the account', () => {
    seedDraft(0, [], { applicant: { kind: 'private', firstName: 'Anna' } });
    renderWithUi(
      <FormWizard form={marked()} onSubmit={vi.fn()} today={TODAY} account={{ firstName: 'Jan' }} />,
    );
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Anna');
  });

  it('fills only a new application: a field the customer emptied in a restored draft stays empty', () => {
    seedDraft(0, [], { applicant: { kind: 'private', firstName: 'Anna', phone: '' } });
    renderWithUi(
      <FormWizard
        form={marked()}
        onSubmit={vi.fn()}
        today={TODAY}
        account={{ firstName: 'Jan', phone: '601-234-567' }}
      />,
    );
    expect(screen.getByLabelText(/^Imię/)).toHaveValue('Anna');
    expect(screen.getByLabelText(/^Telefon/)).toHaveValue('');
  });
});
