// The widget stories render, are labelled and pass axe (WCAG 2.1 A/AA; colours are left to a browser).
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { renderWithUi } from '../../test/renderWithUi.tsx';
import * as stories from './Widgets.stories.tsx';

const { Wszystkie, ZBledami } = composeStories(stories);

describe('widget stories', () => {
  it('all widgets: labelled and accessible', async () => {
    renderWithUi(<Wszystkie />);
    expect(screen.getByLabelText(/^Imię/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Planowany początek poboru energii/ })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('with errors: messages under the fields, inputs marked invalid', async () => {
    renderWithUi(<ZBledami />);
    expect(screen.getByLabelText(/^Telefon/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Zaznacz, aby złożyć to oświadczenie')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
