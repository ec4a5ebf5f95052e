import { screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../test/renderField.tsx';

describe("links in a field's description", () => {
  it('renders the link to the portal page, opening a new tab, and keeps the statement as it was', async () => {
    const user = userEvent.setup();
    const { last } = renderField({
      type: 'boolean',
      title: 'Zapoznałem się z informacją o przetwarzaniu danych osobowych.',
      description:
        'Pełna informacja jest w zakładce „[Ochrona danych osobowych](/ochrona-danych-osobowych)”.',
      const: true,
    });
    const box = screen.getByRole('checkbox', { name: /Zapoznałem się/ });
    await user.click(box);
    const link = screen.getByRole('link', {
      // jsdom joins the hidden note without its leading space; browsers keep it.
      name: /^Ochrona danych osobowych ?\(otwiera się w nowej karcie\)$/,
    });
    expect(link).toHaveAttribute('href', '/ochrona-danych-osobowych');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    // The description still describes the checkbox, read without the link's markup.
    expect(box).toHaveAccessibleDescription(
      /^Pełna informacja jest w zakładce „Ochrona danych osobowych ?\(otwiera się w nowej karcie\)”\.$/,
    );
    expect(last()).toBe(true);
  });

  it('shows anything else as written: no HTML, no script address', () => {
    renderField({
      type: 'string',
      title: 'Uwagi',
      description: '<img src=x onerror=alert(1)> [kliknij](javascript:alert(1)) **ważne**',
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(
      screen.getByText(/<img src=x onerror=alert\(1\)> \[kliknij\]\(javascript:alert\(1\)\)/),
    ).toBeVisible();
    expect(screen.getByText('ważne').tagName).toBe('STRONG');
  });
});
