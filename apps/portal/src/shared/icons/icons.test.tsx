import { i18n } from '@lingui/core';
import { render } from '@testing-library/react';
import { UiProvider } from '@portal/ui';
import { describe, expect, it } from 'vitest';
import * as icons from './icons.tsx';

describe('the portal’s icons', () => {
  it.each(Object.entries(icons))('%s is a decorative 24 px stroke icon', (_name, Icon) => {
    const { container } = render(
      <UiProvider i18n={i18n}>
        <Icon />
      </UiProvider>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });
});
