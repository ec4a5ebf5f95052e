// Moves focus where the wizard asked after the render (GOV.UK pattern): the new step's heading, or the
// error summary when "Dalej" found errors.
import { useEffect, useRef } from 'react';
import type { FocusRequest } from './state/wizardMachine.ts';

export function useFocusRequest(request: FocusRequest | null) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!request) return;
    if (request.target === 'summary') summaryRef.current?.focus();
    else headingRef.current?.focus();
  }, [request]);
  return { headingRef, summaryRef };
}
