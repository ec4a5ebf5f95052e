import { act, screen, waitFor } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintedContainer, typeInto } from '../test/paintedPage.ts';
import { LabelledInput } from '../test/labelledInput.tsx';
import { beginHydration } from './hydratePrerendered.tsx';

/** The login box's e-mail field as the portal renders it: controlled, its value echoed below. */
function EmailField({
  onSend,
  type = 'email',
}: {
  onSend?: (email: string) => void;
  type?: string | undefined;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend?.(`${email} ${password}`);
      }}
    >
      <LabelledInput label="E-mail" type={type} autoComplete="username" value={email} onValue={setEmail} />
      <LabelledInput label="Hasło" type="password" value={password} onValue={setPassword} />
      <output>{email}</output>
      <button type="submit">Zaloguj</button>
    </form>
  );
}

/**
 * The page as the build writes it: the server's markup of the same tree, its submit button a plain one
 * (build/prerender.ts withoutNativeSubmit).
 */
function paintedPage(type?: string, tree: ReactNode = <EmailField type={type} />): HTMLElement {
  return paintedContainer(renderToString(tree).replace(' type="submit"', ' type="button" data-submit=""'));
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  delete window.__heldPresses;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrating the pre-rendered page', () => {
  it('keeps the painted field, with what was typed, its focus and caret, and puts the text in React state', async () => {
    const errors = vi.spyOn(console, 'error');
    // A text field: type=email reports no caret.
    const container = paintedPage('text');
    const painted = container.querySelector('input')!;
    typeInto(painted, 'jan.kowalski@example.com');
    painted.setSelectionRange(3, 3);

    const hydration = beginHydration(container);
    await act(async () => {
      root = hydration.hydrate(<EmailField type="text" />);
    });

    expect(screen.getByLabelText('E-mail')).toBe(painted);
    expect(painted).toHaveValue('jan.kowalski@example.com');
    expect(painted).toHaveFocus();
    expect(painted.selectionStart).toBe(3);
    expect(container.querySelector('output')).toHaveTextContent('jan.kowalski@example.com');
    // No mismatch: the markup was React's own (its submit button restored before hydration).
    expect(errors).not.toHaveBeenCalled();
  });

  it('puts what was typed in React state for a field in a Suspense boundary, which hydrates after the root', async () => {
    // The router's outlet wraps each screen in one, so the login box hydrates after the shell.
    const tree = (sent?: string[]) => (
      <Suspense fallback={null}>
        <EmailField onSend={(email) => sent?.push(email)} />
      </Suspense>
    );
    const container = paintedPage(undefined, tree());
    // Both fields of one form: the first one's change re-renders the form, which resets the second.
    const [email, password] = container.querySelectorAll('input');
    typeInto(email!, 'jan.kowalski@example.com');
    typeInto(password!, 'PortalDemo2026');
    const sent: string[] = [];

    // React's own scheduler, as in the browser (act would hydrate the boundary with the root).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root = beginHydration(container).hydrate(tree(sent));
      await waitFor(() =>
        expect(container.querySelector('output')).toHaveTextContent('jan.kowalski@example.com'),
      );
      container.querySelector('button')!.click();
      await waitFor(() => expect(sent).toEqual(['jan.kowalski@example.com PortalDemo2026']));
      expect(password).toHaveValue('PortalDemo2026');
      expect(password).toHaveFocus();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('presses again the button the page’s loader held before the script ran, with what was typed', async () => {
    const container = paintedPage();
    typeInto(container.querySelector('input')!, 'jan@example.com');
    // build/afterFirstPaint.js keeps the presses made before the portal's script has run.
    window.__heldPresses = [container.querySelector('button')!];
    const sent: string[] = [];

    const hydration = beginHydration(container);
    expect(window.__heldPresses).toBeNull();
    await act(async () => {
      root = hydration.hydrate(<EmailField onSend={(email) => sent.push(email)} />);
    });
    await waitFor(() => expect(sent).toEqual(['jan@example.com ']));
  });

  it('holds Enter pressed while the portal starts, and submits once hydrated', async () => {
    const container = paintedPage();
    const sent: string[] = [];
    const hydration = beginHydration(container);
    const field = container.querySelector('input')!;
    typeInto(field, 'jan@example.com');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(enter);
    // No native submission of the painted form (it would reload the page without what was typed).
    expect(enter.defaultPrevented).toBe(true);

    await act(async () => {
      root = hydration.hydrate(<EmailField onSend={(email) => sent.push(email)} />);
    });
    await waitFor(() => expect(sent).toEqual(['jan@example.com ']));
    expect(container.querySelector('button')).toHaveAttribute('type', 'submit');
  });

  it('holds a click on a link to another of the portal’s pages, and follows it in the page once hydrated', async () => {
    const followed: string[] = [];
    // As the router's links do: the click is handled in the page, not by the browser.
    const tree = (
      <a
        href="/zapomnialem-hasla"
        onClick={(event) => {
          event.preventDefault();
          followed.push(event.currentTarget.getAttribute('href')!);
        }}
      >
        Nie pamiętasz hasła?
      </a>
    );
    const container = paintedPage(undefined, tree);
    const hydration = beginHydration(container);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    container.querySelector('a')!.dispatchEvent(click);
    // Not followed by the browser (a full load of the next page from the server).
    expect(click.defaultPrevented).toBe(true);

    await act(async () => {
      root = hydration.hydrate(tree);
    });
    await waitFor(() => expect(followed).toEqual(['/zapomnialem-hasla']));
  });
});
