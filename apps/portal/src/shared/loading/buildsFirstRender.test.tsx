import { act, render, screen } from '@testing-library/react';
import { use } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintedContainer } from '../../test/paintedPage.ts';
import { SkeletonUntilLoaded, useBuildsFirstRender } from './buildsFirstRender.tsx';

/** A screen whose data are already there (cached before the first render): the skeleton only as built. */
function CachedScreen({ renders }: { renders?: boolean[] }) {
  const asBuilt = useBuildsFirstRender();
  renders?.push(asBuilt);
  return (
    <main>
      <h1>Twoje sprawy</h1>
      {asBuilt ? <p role="status">Ładujemy…</p> : <p>3 sprawy</p>}
    </main>
  );
}

/** A screen whose content suspends on its data. */
function SuspendingScreen({ data }: { data: Promise<string> }) {
  return (
    <main>
      <h1>Faktury</h1>
      <SkeletonUntilLoaded skeleton={<p role="status">Ładujemy…</p>}>
        <Content data={data} />
      </SkeletonUntilLoaded>
    </main>
  );
}

function Content({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Hydrates the build's markup of `tree` with `tree`, failing on any error React recovers from. */
async function hydrateBuilt(tree: React.ReactElement) {
  const container = paintedContainer(renderToString(tree));
  const heading = container.querySelector('h1');
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
  });
  return { container, heading, recoverable };
}

describe('the first render over the build’s markup', () => {
  it('is the skeleton in the pre-render, even with the data there', () => {
    const html = renderToString(<CachedScreen />);
    expect(html).toContain('Ładujemy…');
    expect(html).not.toContain('3 sprawy');
  });

  it('hydrates the skeleton without a mismatch, then the data arrive into the same page', async () => {
    const errors = vi.spyOn(console, 'error');
    const renders: boolean[] = [];
    const { container, heading, recoverable } = await hydrateBuilt(<CachedScreen renders={renders} />);

    expect(container.querySelector('p')?.textContent).toBe('3 sprawy');
    // The painted heading is React's own now, not a new element.
    expect(container.querySelector('h1')).toBe(heading);
    expect(renders[0]).toBe(true);
    expect(renders.at(-1)).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('is the content at once when the client renders without a pre-render (a navigation)', () => {
    const renders: boolean[] = [];
    render(<CachedScreen renders={renders} />);
    expect(screen.getByText('3 sprawy')).toBeInTheDocument();
    expect(renders.every((asBuilt) => !asBuilt)).toBe(true);
  });
});

describe('SkeletonUntilLoaded', () => {
  it('keeps the hydrated skeleton until the data have come, then shows them', async () => {
    let answer: (value: string) => void = () => undefined;
    const data = new Promise<string>((resolve) => (answer = resolve));
    const { container, heading, recoverable } = await hydrateBuilt(<SuspendingScreen data={data} />);
    const skeleton = container.querySelector('[role="status"]');
    expect(skeleton).not.toBeNull();
    // Hydrated (React's own) and still the one painted: the content's render waits in the transition.
    expect(Object.keys(skeleton!).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    expect(container.querySelector('[role="status"]')).toBe(skeleton);

    await act(async () => answer('2 faktury do zapłaty'));
    expect(container.querySelector('p')?.textContent).toBe('2 faktury do zapłaty');
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('shows the skeleton while a client-rendered screen’s data load, then the content', async () => {
    let answer: (value: string) => void = () => undefined;
    const data = new Promise<string>((resolve) => (answer = resolve));
    await act(async () => {
      render(<SuspendingScreen data={data} />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ładujemy…');
    await act(async () => answer('Brak dokumentów'));
    expect(screen.getByText('Brak dokumentów')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
