import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationRetries } from './notification-retries.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function failingTimes(failures: number) {
  const calls: string[] = [];
  const send = vi.fn(async (url: string) => {
    calls.push(url);
    if (calls.length <= failures) throw new Error(`attempt ${calls.length} answered 503`);
  });
  return { send, calls };
}

describe('the simulated gateway resends a notification the portal failed to take', () => {
  it('delivers once when the portal takes it at once', async () => {
    const { send } = failingTimes(0);
    const retries = notificationRetries({ send, delaysMs: [1000, 5000], onFailure: () => {} });
    await retries.deliver('http://portal/notify', { sessionId: 's' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again after each delay until the portal takes it, then stops', async () => {
    const { send } = failingTimes(2);
    const failures: number[] = [];
    const retries = notificationRetries({
      send,
      delaysMs: [1000, 5000, 60_000],
      onFailure: (_error, attempt) => failures.push(attempt),
    });
    await retries.deliver('http://portal/notify', { sessionId: 's' });
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(failures).toEqual([1, 2]);
    expect(send).toHaveBeenLastCalledWith('http://portal/notify', { sessionId: 's' });
  });

  it('gives up after the last delay and says so', async () => {
    const { send } = failingTimes(99);
    const finals: boolean[] = [];
    const retries = notificationRetries({
      send,
      delaysMs: [10, 20],
      onFailure: (_error, _attempt, finalAttempt) => finals.push(finalAttempt),
    });
    await retries.deliver('http://portal/notify', {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(finals).toEqual([false, false, true]);
  });

  it('drops waiting attempts when the app closes', async () => {
    const { send } = failingTimes(99);
    const retries = notificationRetries({ send, delaysMs: [100, 100], onFailure: () => {} });
    await retries.deliver('http://portal/notify', {});
    retries.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
