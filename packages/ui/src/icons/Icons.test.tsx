import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import * as icons from './icons.tsx';
import * as stories from './Icons.stories.tsx';

describe('icons', () => {
  it.each(Object.entries(icons))('%s is a decorative 24 px stroke icon', (_name, Icon) => {
    const { container } = renderWithUi(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });
});

describeStories('Icons', stories);
