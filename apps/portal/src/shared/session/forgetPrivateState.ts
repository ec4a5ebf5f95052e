// Resilience: a customer's state held outside the query cache (a feature's store) is forgotten whenever the
// session's identity changes; the app layer says when (app/privateData.ts). Hydration: each store says how,
// from its own module, once that module has loaded: a store whose code never loaded holds nothing, and the
// first view of `/` need not load every screen's store to reset it.
const forgetters = new Set<() => void>();

/** Registers how a store forgets its customer's state (called from the store's module). */
export function forgetOnIdentityChange(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets the state of every store loaded so far. */
export function forgetPrivateState(): void {
  for (const forget of forgetters) forget();
}
