import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { BreakableEmail, emailBreakParts } from './BreakableEmail.tsx';

describe('BreakableEmail (an address wraps before @ or a dot, not inside a word)', () => {
  it.each([
    ['jan.kowalski@example.pl', ['jan', '.kowalski', '@example', '.pl']],
    ['demo@osd.local', ['demo', '@osd', '.local']],
    ['x', ['x']],
  ])('%s breaks as %j', (address, parts) => {
    expect(emailBreakParts(address)).toEqual(parts);
  });

  it('renders the address unchanged with a break opportunity before each @ and dot', () => {
    const { container } = renderWithUi(
      <p>
        <BreakableEmail>{'jan.kowalski@example.pl'}</BreakableEmail>
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('jan.kowalski@example.pl');
    expect(paragraph.querySelectorAll('wbr')).toHaveLength(3);
    expect(paragraph.innerHTML).toMatch(/jan<wbr>\.kowalski<wbr>@example<wbr>\.pl/);
  });
});
