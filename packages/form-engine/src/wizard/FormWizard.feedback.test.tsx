// What the answers lead to, on real forms of schemas/: a value the schema language computes (the
// advance of applications-spec §9) beside the power and in the summary; a warning (§5: the legal-title
// address differs from the object's) beneath the field and in the summary, announced, never blocking
// "Dalej"; and a draft of an older version whose field changed its unit is not converted silently.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from '../drafts/draftStorage.ts';
import type { WizardForm } from '../form/types.ts';
import { axeViolations } from '../test/axe.ts';
import { loadRealForm, schemasDir } from '../test/realForms.ts';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { FormWizard } from './FormWizard.tsx';

const TODAY = '2026-06-15';

async function fixtureData(file: string): Promise<Record<string, unknown>> {
  const fixture = JSON.parse(await readFile(path.join(schemasDir, 'forms', file), 'utf8')) as {
    data: Record<string, unknown>;
  };
  return fixture.data;
}

/** Opens `form` at `stepId` with `data` (files dropped: a draft never holds them). */
function openAt(
  form: WizardForm,
  stepId: string,
  data: Record<string, unknown>,
  version = form.entry.version,
) {
  const stepIndex =
    stepId === 'podsumowanie' ? form.ui.steps.length : form.ui.steps.findIndex((step) => step.id === stepId);
  writeDraft(form.entry.id, {
    formId: form.entry.id,
    version,
    savedAt: '2026-06-15T08:00:00.000Z',
    stepIndex,
    completedSteps: form.ui.steps.map((step) => step.id),
    data: { ...data, attachments: undefined },
  });
}

describe('a computed value: the advance of form 3 (applications-spec §9)', () => {
  it('is shown beneath the powers while the user types, described to assistive technology, accessible', async () => {
    const user = userEvent.setup();
    const form = await loadRealForm(3);
    const data = await fixtureData(
      '3-przylaczenie-z-sieci-sn/fixtures/valid/business-new-object-own-station.json',
    );
    openAt(form, 'przylacze', data);
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);

    const powers = screen.getByRole('group', { name: /^Moc przyłączeniowa/ });
    expect(within(powers).getByText('Zaliczka na poczet opłaty za przyłączenie')).toBeInTheDocument();
    expect(powers).toHaveTextContent(
      '36 000,00 zł (30,00 zł × 1200 kW), do wpłaty w ciągu 14 dni od złożenia wniosku',
    );
    expect(powers.getAttribute('aria-describedby')).toContain('__computed');

    const connectionOne = within(powers).getByRole('group', { name: 'Przyłącze I (podstawowe)' });
    const target = within(connectionOne).getByLabelText(/stan docelowy/);
    await user.clear(target);
    await user.type(target, '100001');
    await user.tab();
    await waitFor(() =>
      expect(powers).toHaveTextContent('3 000 000,00 zł (30,00 zł za każdy kW, najwyżej 3 000 000,00 zł)'),
    );
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('stands right after the fields it is computed from (form 9: the plant parameters, at 15 kV)', async () => {
    const form = await loadRealForm(9);
    openAt(
      form,
      'instalacja',
      await fixtureData('9-instalacja-wytworcza/fixtures/valid/business-solar-farm-15-kv.json'),
    );
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    const box = document.querySelector('[data-computed]');
    expect(box).toHaveTextContent('30 000,00 zł (30,00 zł × 1000 kW)');
    const parameters = screen.getByRole('group', { name: /^Parametry instalacji wytwórczej/ });
    const next = screen.getByLabelText(/^Opis źródła i technologii/);
    expect(parameters.compareDocumentPosition(box!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box!.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 60_000);

  it('is in the summary, in the step of the powers, with its amount', async () => {
    const form = await loadRealForm(3);
    openAt(
      form,
      'podsumowanie',
      await fixtureData('3-przylaczenie-z-sieci-sn/fixtures/valid/business-new-object-own-station.json'),
    );
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    const section = screen.getByRole('region', { name: 'Przyłącze i moc' });
    const label = within(section).getByText('Zaliczka na poczet opłaty za przyłączenie');
    expect(label.closest('[data-summary-note="computed"]')).toHaveTextContent('36 000,00 zł');
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});

describe('a warning: the legal-title address of form 1 (applications-spec §5)', () => {
  it('shows beneath the address, is announced, does not block "Dalej" and is repeated in the summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const form = await loadRealForm(1);
    const data = await fixtureData('1-przylaczenie-do-40-kw/fixtures/valid/private-person-new-house.json');
    openAt(form, 'oswiadczenia', data);
    renderWithUi(<FormWizard form={form} onSubmit={onSubmit} today={TODAY} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Oświadczenia' })).toBeInTheDocument();
    expect(document.querySelector('[data-warning]')).toBeNull();

    await user.click(screen.getByLabelText('Inny'));
    const address = await screen.findByRole('group', {
      name: /^Adres nieruchomości z dokumentu tytułu prawnego/,
    });
    await user.type(within(address).getByLabelText(/^Ulica/), 'Leśna');
    await user.type(within(address).getByLabelText(/^Numer domu/), '3');
    await user.type(within(address).getByLabelText(/^Kod pocztowy/), '05850');
    await user.type(within(address).getByLabelText(/^Miejscowość/), 'Ożarów Mazowiecki');
    await user.tab();

    const warning = await within(address).findByText(
      /Adres nieruchomości różni się od adresu obiektu podanego we wniosku \(ulica\)/,
    );
    expect(warning.closest('[data-warning]')).toHaveTextContent('Uwaga:');
    const warningId = warning.closest('[data-warning]')?.id ?? '';
    expect(address.getAttribute('aria-describedby')).toContain(warningId);
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      /^Uwaga: Adres nieruchomości różni się/,
    );
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { level: 2, name: 'Sprawdź swoje odpowiedzi' });
    const note = document.querySelector('[data-summary-note="warning"]');
    expect(note).toHaveTextContent('Uwaga: Adres nieruchomości z dokumentu tytułu prawnego');
    expect(note).toHaveTextContent('Sprawdź, czy tytuł prawny dotyczy nieruchomości, na której jest obiekt.');
    expect(
      within(screen.getByRole('region', { name: 'Oświadczenia' })).getByText(/różni się od adresu obiektu/),
    ).toBeInTheDocument();
  }, 90_000);

  it('goes away as soon as the address matches the object again', async () => {
    const user = userEvent.setup();
    const form = await loadRealForm(1);
    openAt(
      form,
      'oswiadczenia',
      await fixtureData('1-przylaczenie-do-40-kw/fixtures/valid/legal-title-address-differs.json'),
    );
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    // Shown at once for answers already given (the draft), without waiting for a blur.
    const address = screen.getByRole('group', { name: /^Adres nieruchomości z dokumentu tytułu prawnego/ });
    await within(address).findByText(/różni się od adresu obiektu/);
    const street = within(address).getByLabelText(/^Ulica/);
    await user.clear(street);
    await user.type(street, 'Polna');
    await user.tab();
    await waitFor(() => expect(document.querySelector('[data-warning]')).toBeNull());
  }, 60_000);
});

describe("the connection's phase rule binds the metering (applications-spec §4)", () => {
  it("disables the single-phase measuring system for a three-phase connection, with the validator's words", async () => {
    const user = userEvent.setup();
    const form = await loadRealForm(1);
    openAt(
      form,
      'przylacze',
      await fixtureData(
        '1-przylaczenie-do-40-kw/fixtures/valid/single-phase-7-kw-single-phase-metering.json',
      ),
    );
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);
    const metering = screen.getByRole('group', { name: /^Wymagany układ pomiarowy/ });
    expect(within(metering).getByLabelText('Jednofazowy')).toBeEnabled();

    const connectionOne = screen.getByRole('group', { name: 'Przyłącze I (podstawowe)' });
    await user.click(within(connectionOne).getByLabelText('Trójfazowe'));
    await waitFor(() => expect(within(metering).getByLabelText('Jednofazowy')).toBeDisabled());
    expect(metering).toHaveTextContent('Przy przyłączu trójfazowym układ pomiarowy musi być trójfazowy');
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});

describe('a draft of an older version (yearly energy in kWh instead of MWh)', () => {
  it('keeps the answers that still mean the same and drops the MWh value instead of reading it as kWh', async () => {
    const form = await loadRealForm(9);
    const data = await fixtureData('9-instalacja-wytworcza/fixtures/valid/business-solar-farm-15-kv.json');
    const plant = data.plant as { generation: Record<string, unknown> };
    delete plant.generation.yearlyEnergyFedInKWh;
    delete plant.generation.yearlyEnergyDrawnKWh;
    // What version 1.1.0 saved: the yearly energy in MWh.
    plant.generation.yearlyEnergyFedInMWh = '1150';
    plant.generation.yearlyEnergyDrawnMWh = '8';
    openAt(form, 'instalacja', data, '1.1.0');
    renderWithUi(<FormWizard form={form} onSubmit={() => undefined} today={TODAY} />);

    expect(screen.getByText('Formularz zmienił się od czasu zapisania wniosku')).toBeInTheDocument();
    const restored = readDraft(9);
    expect(restored?.version).toBe('1.1.0');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dalej' }));
    const saved =
      (readDraft(9)?.data.plant as { generation: Record<string, unknown> } | undefined)?.generation ?? {};
    expect(saved.yearlyEnergyFedInKWh).toBeUndefined();
    expect(saved.yearlyEnergyFedInMWh).toBeUndefined();
    expect(saved.installedPower).toBe('1200');
  }, 60_000);
});
