import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPreloaded } from './lazyPreloaded.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Dzień dobry, {name}</p>;
}

function deferred() {
  let resolve!: (component: typeof Greeting) => void;
  const promise = new Promise<typeof Greeting>((done) => (resolve = done));
  return { promise, resolve };
}

describe('lazyPreloaded', () => {
  it('suspends like React.lazy until its chunk is in', async () => {
    const chunk = deferred();
    const { Component } = lazyPreloaded(() => chunk.promise);
    render(
      <Suspense fallback={<p>ładowanie</p>}>
        <Component name="Jan" />
      </Suspense>,
    );
    expect(screen.getByText('ładowanie')).toBeInTheDocument();
    await act(async () => chunk.resolve(Greeting));
    expect(screen.getByText('Dzień dobry, Jan')).toBeInTheDocument();
  });

  it('draws in the first render, without a fallback, once loaded', async () => {
    let imports = 0;
    const greeting = lazyPreloaded(() => {
      imports += 1;
      return Promise.resolve(Greeting);
    });
    await greeting.load();
    await greeting.load();
    render(
      <Suspense fallback={<p>ładowanie</p>}>
        <greeting.Component name="Anna" />
      </Suspense>,
    );
    // Synchronously after render: React.lazy would still show the fallback here.
    expect(screen.getByText('Dzień dobry, Anna')).toBeInTheDocument();
    expect(screen.queryByText('ładowanie')).toBeNull();
    expect(imports).toBe(1);
  });

  it('tries a failed load again', async () => {
    let attempts = 0;
    const greeting = lazyPreloaded(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(greeting.load()).rejects.toThrow('offline');
    await expect(greeting.load()).resolves.toBe(Greeting);
  });
});
