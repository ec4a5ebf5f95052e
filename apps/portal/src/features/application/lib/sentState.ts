// portal-spec §2 "Application sent": the success page gets the e-mail and the optional phone through
// navigation state (not the address: they are personal data). A reload keeps the history entry's state.
import type { ApplicationSent } from '@portal/api-contract';

export interface ApplicationSentState {
  readonly email: string;
  readonly phone: string | null;
  readonly applicationNumber: string;
  /** Form 100: the confirmation link leads on to the account. */
  readonly registration: boolean;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    applicationSent?: ApplicationSentState;
  }
}

export function sentState(sent: ApplicationSent, registration: boolean): ApplicationSentState {
  return { email: sent.email, phone: sent.phone, applicationNumber: sent.applicationNumber, registration };
}

/** The state when it is usable (an e-mail is the one thing the page cannot do without). */
export function readSentState(state: unknown): ApplicationSentState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const sent = (state as { applicationSent?: unknown }).applicationSent;
  if (typeof sent !== 'object' || sent === null) return undefined;
  const { email, phone, applicationNumber, registration } = sent as Record<string, unknown>;
  if (typeof email !== 'string' || email === '') return undefined;
  return {
    email,
    phone: typeof phone === 'string' && phone !== '' ? phone : null,
    applicationNumber: typeof applicationNumber === 'string' ? applicationNumber : '',
    registration: registration === true,
  };
}
