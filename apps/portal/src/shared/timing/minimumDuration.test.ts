import { describe, expect, it, vi } from 'vitest';
import { withMinimumDuration } from './minimumDuration.ts';

const MIN_MS = 800;

describe('the minimum duration of a wait (e.g. the token check, 800 ms)', () => {
  it('waits at least the delay, even for a fast answer', async () => {
    vi.useFakeTimers();
    let done = false;
    const result = withMinimumDuration(Promise.resolve(true), MIN_MS).then((value) => {
      done = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(MIN_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    vi.useRealTimers();
  });

  it('passes a failure on, after the delay', async () => {
    vi.useFakeTimers();
    const result = withMinimumDuration(Promise.reject(new Error('offline')), 100);
    const assertion = expect(result).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(100);
    await assertion;
    vi.useRealTimers();
  });
});
