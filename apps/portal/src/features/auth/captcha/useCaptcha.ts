// The captcha's state for a form (portal-spec §8 Login errors): solved on demand, each solution used once,
// a fresh one after every attempt. The solver (lib/captcha) runs in Web Workers and loads only when needed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { solveCaptchaLazily, type CaptchaSolver } from '../../../lib/captcha/index.ts';

export type { CaptchaSolver };

export type CaptchaStatus = 'idle' | 'solving' | 'solved' | 'failed';

export interface CaptchaController {
  status: CaptchaStatus;
  /** Starts solving (the user ticked the box); no-op while solving or solved. */
  start: () => void;
  /** The solution, solving first if needed; rejects when solving fails. */
  ensureSolved: () => Promise<string>;
  /** Forgets the solution (after it was sent) and any solving in progress. */
  reset: () => void;
}

export function useCaptcha(solver: CaptchaSolver = solveCaptchaLazily): CaptchaController {
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const pending = useRef<{ promise: Promise<string>; controller: AbortController } | null>(null);
  const solution = useRef<string | null>(null);

  const ensureSolved = useCallback((): Promise<string> => {
    if (solution.current) return Promise.resolve(solution.current);
    if (pending.current) return pending.current.promise;
    const controller = new AbortController();
    setStatus('solving');
    const promise = solver(controller.signal).then(
      (payload) => {
        if (pending.current?.controller === controller) {
          pending.current = null;
          solution.current = payload;
          setStatus('solved');
        }
        return payload;
      },
      (error: unknown) => {
        if (pending.current?.controller === controller) {
          pending.current = null;
          setStatus('failed');
        }
        throw error;
      },
    );
    pending.current = { promise, controller };
    return promise;
  }, [solver]);

  const start = useCallback(() => {
    ensureSolved().catch(() => undefined);
  }, [ensureSolved]);

  const reset = useCallback(() => {
    pending.current?.controller.abort();
    pending.current = null;
    solution.current = null;
    setStatus('idle');
  }, []);

  useEffect(() => () => pending.current?.controller.abort(), []);

  return { status, start, ensureSolved, reset };
}
