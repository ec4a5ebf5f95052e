import { Button } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { act, render, screen } from '@testing-library/react';
import { closeAllToasts, showInfoToast } from '../toast/toaster.ts';
import { describe, expect, it } from 'vitest';
import { UiProvider } from './UiProvider.tsx';

function Greeting() {
  const { t } = useLingui();
  return <Button>{t`Dzień dobry`}</Button>;
}

describe('UiProvider', () => {
  it('provides the theme and the Lingui instance to its children', () => {
    render(
      <UiProvider i18n={i18n}>
        <Greeting />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Dzień dobry' })).toHaveClass('chakra-button');
  });

  it('mounts the toast region with the first toast and shows it', async () => {
    render(<UiProvider i18n={i18n}>{null}</UiProvider>);
    expect(document.querySelector('[data-scope="toast"][data-part="group"]')).toBeNull();
    act(() => {
      showInfoToast('Pierwsze powiadomienie');
    });
    // The toaster's store and the region are two lazy modules, transformed on first use in this process.
    expect(await screen.findByText('Pierwsze powiadomienie', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.querySelector('[data-scope="toast"][data-part="group"]')).not.toBeNull();
    act(() => closeAllToasts());
  });
});
