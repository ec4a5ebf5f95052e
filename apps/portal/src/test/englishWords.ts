// Customer journeys, "No English anywhere in the interface": whole words that mean English (or a leaked JavaScript
// value) reached the screen. None of them occurs in the portal's Polish texts; the Playwright journeys read
// every screen they check for them (e2e/support/english.ts) and the unit tests read the message tables.
export const ENGLISH_WORDS =
  /\b(the|and|invalid|expired|error|failed|not found|unauthorized|request|token|credentials|please|required|forbidden|unavailable|undefined|null|NaN|loading|submit|cancel|choose|select|switch to|calendar|previous)\b/i;
