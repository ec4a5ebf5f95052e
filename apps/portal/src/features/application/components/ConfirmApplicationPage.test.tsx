import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeStories } from '../../../test/renderStories.tsx';
import { TestProviders } from '../test/fixtures.tsx';
import * as stories from './ConfirmApplicationPage.stories.tsx';
import { ConfirmApplicationPage } from './ConfirmApplicationPage.tsx';

vi.setConfig({ testTimeout: 30_000 });

describeStories('Application confirm page', stories);

describe('ConfirmApplicationPage in StrictMode', () => {
  it('confirms once although React runs the effects twice', async () => {
    const confirm = vi.fn(async () => ({ applicationNumber: 'WN/2026/000126', registration: false }));
    render(
      <StrictMode>
        <UiProvider i18n={i18n}>
          <TestProviders>
            <ConfirmApplicationPage token="abc" account={false} confirm={confirm} />
          </TestProviders>
        </UiProvider>
      </StrictMode>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wniosek został potwierdzony' }),
    ).toBeVisible();
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
