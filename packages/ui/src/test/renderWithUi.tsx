import { i18n } from '@lingui/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProvider } from '../provider/UiProvider.tsx';

export function renderWithUi(element: ReactElement): RenderResult {
  return render(<UiProvider i18n={i18n}>{element}</UiProvider>);
}
