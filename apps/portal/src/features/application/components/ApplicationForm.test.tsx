import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '@portal/ui';
import type { AccountHolder } from '@portal/api-contract';
import type { FormWizardProps } from '@portal/form-engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../../../shared/session/stores/sessionStore.ts';
import { recordingNotifier, testForm, TestProviders } from '../test/fixtures.tsx';
import { ApplicationForm } from './ApplicationForm.tsx';

vi.setConfig({ testTimeout: 30_000 });

function renderForm(signedIn: boolean) {
  const seen: Array<FormWizardProps['account']> = [];
  const Wizard = (props: FormWizardProps) => {
    seen.push(props.account);
    return <p>Kreator</p>;
  };
  render(
    <UiProvider i18n={i18n}>
      <TestProviders>
        <ApplicationForm
          formId={testForm.entry.id}
          signedIn={signedIn}
          notify={recordingNotifier()}
          onSent={vi.fn()}
          loadForm={async () => testForm}
          Wizard={Wizard}
        />
      </TestProviders>
    </UiProvider>,
  );
  return seen;
}

/** The server's answer to GET /api/account/profile (the account holder), or a failure. */
function answerProfile(holder: AccountHolder | 'server-error') {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toBe('/api/account/profile');
    if (holder === 'server-error')
      return Response.json(
        { status: 500, error: 'server', message: 'Wystąpił błąd serwera.', errorId: 'ABC123' },
        { status: 500 },
      );
    return Response.json(holder);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  resetSessionStore();
  vi.unstubAllGlobals();
});

describe('the wizard gets the signed-in customer’s account', () => {
  it('passes the account holder’s name, e-mail and phone to a signed-in customer’s wizard', async () => {
    useSessionStore.getState().signIn({ userName: 'jan.kowalski@example.com', isTrusted: false });
    answerProfile({
      email: 'jan.kowalski@example.com',
      firstName: 'Jan',
      lastName: 'Kowalski',
      phone: '601-234-567',
    });
    const seen = renderForm(true);
    await screen.findByText('Kreator');
    // The wizard reads its account once, when it starts: it never starts without the holder.
    expect(seen).toEqual([
      { email: 'jan.kowalski@example.com', firstName: 'Jan', lastName: 'Kowalski', phone: '601-234-567' },
    ]);
  });

  it('passes only what the account holds: an account approved before keeps no name or phone', async () => {
    useSessionStore.getState().signIn({ userName: 'jan.kowalski@example.com', isTrusted: false });
    answerProfile({ email: 'jan.kowalski@example.com', firstName: null, lastName: null, phone: null });
    const seen = renderForm(true);
    await screen.findByText('Kreator');
    expect(seen.at(-1)).toEqual({ email: 'jan.kowalski@example.com' });
  });

  it('opens the form with the login e-mail when the account cannot be read', async () => {
    useSessionStore.getState().signIn({ userName: 'jan.kowalski@example.com', isTrusted: false });
    answerProfile('server-error');
    const seen = renderForm(true);
    await screen.findByText('Kreator');
    expect(seen.at(-1)).toEqual({ email: 'jan.kowalski@example.com' });
  });

  it('passes nothing, and asks for nothing, without a session', async () => {
    const fetch = answerProfile('server-error');
    const seen = renderForm(false);
    await screen.findByText('Kreator');
    expect(seen.at(-1)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
