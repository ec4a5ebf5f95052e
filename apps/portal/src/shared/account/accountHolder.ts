// Customer journeys: who the signed-in customer is: the login e-mail and the account holder the registration gave
// (name and phone; null for an account approved before the account kept them). A new application starts
// with them in the fields its form marks `ui:options.prefill`, and the settings show them. A private
// answer: forgotten whenever the session changes (app/privateData.ts).
import type { AccountHolder } from '@portal/api-contract';
import { ACCOUNT_PROPERTIES, type AccountProfile } from '@portal/form-model';
import { callEndpoint } from '../../lib/api/callEndpoint.ts';

export function fetchAccountHolder(signal?: AbortSignal): Promise<AccountHolder> {
  return callEndpoint('accountHolder', signal ? { signal } : {});
}

export const accountHolderQuery = {
  queryKey: ['account', 'holder'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAccountHolder(signal),
  // Changed only by the operator's approval or the customer's own settings: one read per visit is enough.
  staleTime: 5 * 60_000,
};

/** The account properties a form may take: what the holder has, nothing blank. */
export function accountProfile(holder: AccountHolder): AccountProfile {
  return Object.fromEntries(
    ACCOUNT_PROPERTIES.flatMap((property) => (holder[property] ? [[property, holder[property]]] : [])),
  );
}
