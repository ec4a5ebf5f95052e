import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { captureTypedInput, restoreTypedInput } from './carryTypedInput.ts';
import { LabelledInput } from '../test/labelledInput.tsx';

function LoginFields() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form>
      <LabelledInput label="E-mail" type="email" autoComplete="username" value={email} onValue={setEmail} />
      <LabelledInput
        label="Hasło"
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
      <output>{`${email}|${password}`}</output>
    </form>
  );
}

/** The markup of the pre-rendered page: the same fields, no React behind them. */
const PRERENDERED = `<form>
  <label>E-mail<input type="email" autocomplete="username" value=""></label>
  <label>Hasło<input type="password" autocomplete="current-password" value=""></label>
</form>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what the user typed before the script loaded', () => {
  it('moves into the rendered fields, into React state, with the focus', async () => {
    const container = document.createElement('div');
    container.innerHTML = PRERENDERED;
    document.body.append(container);
    const [email, password] = Array.from(container.querySelectorAll('input'));
    email!.value = 'jan.kowalski@example.com';
    password!.value = 'tajne-haslo';
    password!.focus();

    const typed = captureTypedInput(container);
    const root = createRoot(container);
    act(() => flushSync(() => root.render(<LoginFields />)));
    act(() => restoreTypedInput(container, typed));

    expect(screen.getByLabelText('E-mail')).toHaveValue('jan.kowalski@example.com');
    expect(screen.getByLabelText('Hasło')).toHaveValue('tajne-haslo');
    // React's state has the values, not only the DOM: the form sends what the user sees.
    expect(container.querySelector('output')).toHaveTextContent('jan.kowalski@example.com|tajne-haslo');
    expect(screen.getByLabelText('Hasło')).toHaveFocus();
    act(() => root.unmount());
  });

  it('leaves a page nobody typed into as rendered', () => {
    const container = document.createElement('div');
    container.innerHTML = PRERENDERED;
    expect(captureTypedInput(container)).toEqual([]);
    const { container: rendered } = render(<LoginFields />);
    restoreTypedInput(rendered, []);
    expect(rendered.querySelector('output')).toHaveTextContent('|');
  });
});
