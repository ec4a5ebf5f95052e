import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCaptcha } from './useCaptcha.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useCaptcha', () => {
  it('solves once on demand and hands the same solution until reset', async () => {
    const solver = vi.fn(async () => 'payload-1');
    const { result } = renderHook(() => useCaptcha(solver));
    expect(result.current.status).toBe('idle');
    await act(async () => {
      await expect(result.current.ensureSolved()).resolves.toBe('payload-1');
    });
    expect(result.current.status).toBe('solved');
    await act(async () => {
      await result.current.ensureSolved();
    });
    expect(solver).toHaveBeenCalledTimes(1);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    await act(async () => {
      await result.current.ensureSolved();
    });
    expect(solver).toHaveBeenCalledTimes(2);
  });

  it('shares one solving between the checkbox and the submit', async () => {
    const work = deferred<string>();
    const solver = vi.fn(() => work.promise);
    const { result } = renderHook(() => useCaptcha(solver));
    act(() => result.current.start());
    expect(result.current.status).toBe('solving');
    let submitted: Promise<string> = Promise.resolve('');
    act(() => {
      submitted = result.current.ensureSolved();
    });
    await act(async () => {
      work.resolve('payload');
      await submitted;
    });
    expect(solver).toHaveBeenCalledTimes(1);
    await expect(submitted).resolves.toBe('payload');
  });

  it('reports a failed solving and lets the user try again', async () => {
    const solver = vi.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce('payload');
    const { result } = renderHook(() => useCaptcha(solver));
    await act(async () => {
      await expect(result.current.ensureSolved()).rejects.toThrow('timeout');
    });
    expect(result.current.status).toBe('failed');
    await act(async () => {
      await result.current.ensureSolved();
    });
    expect(result.current.status).toBe('solved');
  });

  it('aborts a solving that is reset', async () => {
    let signal: AbortSignal | undefined;
    const solver = vi.fn((s?: AbortSignal) => {
      signal = s;
      return new Promise<string>(() => undefined);
    });
    const { result } = renderHook(() => useCaptcha(solver));
    act(() => result.current.start());
    act(() => result.current.reset());
    expect(signal?.aborted).toBe(true);
    expect(result.current.status).toBe('idle');
  });
});
