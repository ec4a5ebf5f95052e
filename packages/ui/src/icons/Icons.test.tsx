import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { CheckIcon } from './icons.tsx';
import * as stories from './Icons.stories.tsx';

describe('icons', () => {
  it('size themselves to the surrounding text unless told otherwise', () => {
    const { container } = renderWithUi(<CheckIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 24 24');
  });
});

describeStories('Icons', stories);
