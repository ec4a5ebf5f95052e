// The preview takes each new version of the edited files into the wizard it shows: what the
// analyst is typing, the step and the focus stay; another form starts afresh, and a form that failed to
// draw comes back by itself once the files are fixed.
import type { FormUi } from '@portal/form-catalog';
import { UiProvider } from '@portal/ui';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { i18n } from '../i18n.ts';
import { writeValidatorModule } from '../test/validatorModule.ts';
import type { FrameMessage, RenderRequest } from './messages.ts';
import { PreviewFrame } from './PreviewFrame.tsx';

function schemaTitled(title: string) {
  return {
    type: 'object',
    properties: {
      person: {
        title: 'Osoba',
        type: 'object',
        properties: { pesel: { type: 'string', title }, name: { type: 'string', title: 'Imię' } },
      },
      object: {
        type: 'object',
        title: 'Obiekt',
        properties: { address: { type: 'string', title: 'Adres' } },
      },
    },
  };
}

const ui: FormUi = {
  steps: [
    { id: 'wnioskodawca', title: 'Wnioskodawca', fields: ['person'] },
    { id: 'obiekt', title: 'Obiekt', fields: ['object'] },
  ],
  uiSchema: {},
} as unknown as FormUi;

let revision = 0;

function request(overrides: Partial<RenderRequest> = {}): RenderRequest {
  const schema = schemaTitled('PESEL');
  revision += 1;
  return {
    type: 'render',
    entry: { id: 1, title: 'Wniosek o przyłączenie', version: '1.0.0', description: '' },
    schema,
    ui,
    validator: writeValidatorModule(schema),
    data: {},
    today: '2026-11-29',
    stepIndex: 0,
    revision,
    keepAnswers: false,
    ...overrides,
  };
}

/** The studio's message to the frame (its origin is the studio's: the page's own in a test). */
function send(message: RenderRequest): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin }));
  });
}

type FramePost = MockInstance<(message: FrameMessage, targetOrigin: string) => void>;

function renderedRevisions(post: FramePost): number[] {
  return post.mock.calls
    .map(([message]) => message)
    .flatMap((message) => (message.type === 'rendered' ? [message.revision] : []));
}

function renderFrame(): FramePost {
  const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined) as unknown as FramePost;
  render(
    <UiProvider i18n={i18n}>
      <PreviewFrame />
    </UiProvider>,
  );
  return post;
}

describe('PreviewFrame', () => {
  it('takes edited files in place: the open step, the value being typed and its focus stay', async () => {
    const user = userEvent.setup();
    const post = renderFrame();
    send(request());
    await user.type(await screen.findByLabelText('PESEL'), '44051401359');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    const address = await screen.findByLabelText('Adres');
    await user.type(address, 'Długa');

    const schema = schemaTitled('Numer PESEL');
    const edited = request({ schema, validator: writeValidatorModule(schema), keepAnswers: true });
    send(edited);
    await vi.waitFor(() => expect(renderedRevisions(post)).toContain(edited.revision));

    expect(screen.getByRole('heading', { level: 2, name: 'Obiekt' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adres')).toBe(address);
    expect(address).toHaveValue('Długa');
    expect(address).toHaveFocus();
    await user.keyboard(' 1');
    expect(address).toHaveValue('Długa 1');
    expect(screen.queryByText(/Przywróciliśmy/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(await screen.findByLabelText('Numer PESEL')).toHaveValue('44051401359');
  });

  it('starts afresh from the studio’s answers for another form or fixture', async () => {
    const user = userEvent.setup();
    renderFrame();
    send(request());
    await user.type(await screen.findByLabelText('PESEL'), '440514');

    send(request({ data: { person: { pesel: '02070803628' } } }));
    expect(await screen.findByDisplayValue('02070803628')).toHaveAccessibleName('PESEL');

    send(
      request({
        entry: { id: 2, title: 'Inny wniosek', version: '1.0.0', description: '' },
        keepAnswers: true,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Inny wniosek' })).toBeInTheDocument();
    expect(screen.getByLabelText('PESEL')).toHaveValue('');
  });

  it('shows why a form cannot be drawn, then comes back with the typed answers once the files are fixed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const post = renderFrame();
    send(request());
    await user.type(await screen.findByLabelText('PESEL'), '440514');

    const broken = request({
      ui: { ...ui, uiSchema: { person: { pesel: { 'ui:widget': 'textArea' } } } } as unknown as FormUi,
      keepAnswers: true,
    });
    send(broken);
    expect(await screen.findByRole('alert')).toHaveTextContent('nie ma widżetu „textArea”');
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'render-error', revision: broken.revision }),
        expect.anything(),
      ),
    );

    send(request({ keepAnswers: true }));
    expect(await screen.findByLabelText('PESEL')).toHaveValue('440514');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Przywróciliśmy/)).toBeNull();
  });
});
