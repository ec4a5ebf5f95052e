import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

export function renderWithUi(element: ReactElement): RenderResult {
  return render(<UiProvider i18n={i18n}>{element}</UiProvider>);
}
