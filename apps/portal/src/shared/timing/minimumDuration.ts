// Waits the portal's screens hold so that a loader or a notice never flashes (portal-spec §4, §7, §9;
// applications-spec §2, §9): the token check, the wizard load, sending an application or a document,
// reloading the invoices. One copy for all of them.

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves with `work`'s value (or rejects with its error) no sooner than `ms` after the call. */
export async function withMinimumDuration<T>(work: Promise<T>, ms: number): Promise<T> {
  const [result] = await Promise.allSettled([work, wait(ms)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
