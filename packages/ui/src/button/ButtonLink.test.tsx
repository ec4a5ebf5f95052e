import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import * as stories from './ButtonLink.stories.tsx';

describe('ButtonLink', () => {
  it('is a link styled by the button recipe, without a type attribute', () => {
    renderWithUi(
      <ButtonLink href="/" variant="outline">
        Strona główna
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Strona główna' });
    expect(link.tagName).toBe('A');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).toMatch(/css-/);
  });
});

describeStories('ButtonLink', stories);
