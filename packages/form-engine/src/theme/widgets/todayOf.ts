import { todayInWarsaw } from '@portal/validation/browser';
import { useEngineRuntime } from '../../runtime/EngineContext.ts';

/** "Today" as the wizard's validator sees it, so the ranges a widget offers match the rules. */
export function useToday(): string {
  const runtime = useEngineRuntime();
  return runtime?.today ?? todayInWarsaw();
}
