// Chromium on this closed network: without these it waits on update, sync and first-run services that
// cannot be reached, and stalls (the project's guide). Every bench that starts the system's Chromium uses them.
export const CLOSED_NETWORK_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
