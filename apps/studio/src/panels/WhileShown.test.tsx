import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WhileShown } from './WhileShown.tsx';

const drawn = vi.fn();
function Panel({ text }: { text: string }) {
  drawn();
  return <p>{text}</p>;
}

describe('a tab panel drawn while it shows', () => {
  it('is left as it was while hidden and drawn from the current props when shown again', () => {
    const { rerender } = render(
      <WhileShown shown>
        <Panel text="A" />
      </WhileShown>,
    );
    rerender(
      <WhileShown shown={false}>
        <Panel text="B" />
      </WhileShown>,
    );
    rerender(
      <WhileShown shown={false}>
        <Panel text="C" />
      </WhileShown>,
    );
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('A')).toBeTruthy();
    rerender(
      <WhileShown shown>
        <Panel text="D" />
      </WhileShown>,
    );
    expect(drawn).toHaveBeenCalledTimes(2);
    expect(screen.getByText('D')).toBeTruthy();
  });
});
