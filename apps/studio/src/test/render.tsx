import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StudioProvider } from '../StudioProvider.tsx';

/** Renders with the studio's theme and translations (kept on rerender). */
export function renderInStudio(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: StudioProvider });
}
