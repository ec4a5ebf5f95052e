import { act, screen, waitFor } from '@testing-library/react';
import { use, useState } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { paintedContainer, typeInto } from '../test/paintedPage.ts';
import { LabelledInput } from '../test/labelledInput.tsx';
import { beginTakeover } from './renderOverPrerendered.tsx';

/** The login box's e-mail field as the client renders it: controlled, its value echoed below. */
function EmailField({ ready, onSend }: { ready?: Promise<void>; onSend?: (email: string) => void }) {
  if (ready) use(ready);
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend?.(email);
      }}
    >
      <LabelledInput label="E-mail" type="email" autoComplete="username" value={email} onValue={setEmail} />
      <output>{email}</output>
      <button type="submit">Zaloguj</button>
    </form>
  );
}

/** The same field as pre-rendered at build: plain markup, no React behind it. */
function paintedPage(): HTMLElement {
  return paintedContainer(
    '<form><label>E-mail<input type="email" autocomplete="username" value=""></label>' +
      '<button type="button" data-submit="">Zaloguj</button></form>',
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The painted page taken over by a render held back (as while a route's code loads) until finishRender. */
async function takeoverHeldBack() {
  const container = paintedPage();
  const sent: string[] = [];
  let finish: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (finish = resolve));
  await act(async () => {
    root = beginTakeover(container).render(<EmailField ready={ready} onSend={(email) => sent.push(email)} />);
  });
  const finishRender = () =>
    act(async () => {
      finish();
      await ready;
    });
  return { container, sent, finishRender };
}

describe('the first client render over the pre-rendered page', () => {
  it('takes over the page, with what was typed before the script ran in React state and focused', async () => {
    const container = paintedPage();
    typeInto(container.querySelector('input')!, 'jan.kowalski@example.com');

    await act(async () => {
      root = beginTakeover(container).render(<EmailField />);
    });

    expect(screen.getByLabelText('E-mail')).toHaveValue('jan.kowalski@example.com');
    expect(container.querySelector('output')).toHaveTextContent('jan.kowalski@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('keeps the painted page until the render is done, and carries what is typed meanwhile', async () => {
    const container = paintedPage();
    const painted = container.querySelector('input')!;
    let finish: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (finish = resolve));

    await act(async () => {
      // Suspends at the root, as the app would while a route's code is still on its way.
      root = beginTakeover(container).render(<EmailField ready={ready} />);
    });
    // Still the painted markup: the render is not committed until it is whole.
    expect(container.querySelector('input')).toBe(painted);
    typeInto(painted, 'jan@example.com');

    await act(async () => {
      finish();
      await ready;
    });
    expect(container.querySelector('input')).not.toBe(painted);
    expect(container.querySelector('output')).toHaveTextContent('jan@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('presses again on the rendered page the button pressed on the painted one, with what was typed', async () => {
    const { container, sent, finishRender } = await takeoverHeldBack();

    typeInto(container.querySelector('input')!, 'jan@example.com');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')!.dispatchEvent(click);
    // No native submission of the painted form (it would reload the page without what was typed).
    expect(click.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    await finishRender();
    await waitFor(() => expect(sent).toEqual(['jan@example.com']));
  });

  it('takes Enter in a painted field for a press of its form’s submit button', async () => {
    const { container, sent, finishRender } = await takeoverHeldBack();
    const field = container.querySelector('input')!;
    typeInto(field, 'jan@example.com');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);

    await finishRender();
    await waitFor(() => expect(sent).toEqual(['jan@example.com']));
  });

  it('presses again the button the page’s loader held before the script ran', async () => {
    const container = paintedPage();
    typeInto(container.querySelector('input')!, 'jan@example.com');
    // build/afterFirstPaint.js keeps the presses made before the portal's script has run.
    window.__heldPresses = [container.querySelector('button')!];
    const sent: string[] = [];

    await act(async () => {
      root = beginTakeover(container).render(<EmailField onSend={(email) => sent.push(email)} />);
    });
    expect(window.__heldPresses).toBeNull();
    await waitFor(() => expect(sent).toEqual(['jan@example.com']));
  });
});
