import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '@portal/ui';
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

afterEach(() => resetSessionStore());

describe('the wizard gets the signed-in customer’s account (issue 32)', () => {
  it('passes the account’s e-mail address to a signed-in customer’s wizard', async () => {
    useSessionStore.getState().signIn({ userName: 'jan.kowalski@example.com', isTrusted: false });
    const seen = renderForm(true);
    await screen.findByText('Kreator');
    expect(seen.at(-1)).toEqual({ email: 'jan.kowalski@example.com' });
  });

  it('passes nothing without a session', async () => {
    const seen = renderForm(false);
    await screen.findByText('Kreator');
    expect(seen.at(-1)).toBeUndefined();
  });
});
