// Sorting by Polish rules: one collator for the portal, built on first use. A locale given to
// localeCompare, or a collator built per sort, is set up again each time: on a phone's first screen the
// set-up, not the comparing, was what showed in the profile.
let collator: Intl.Collator | undefined;

/** Compares two texts in Polish alphabetical order (ą after a, ł after l). */
export function comparePolish(a: string, b: string): number {
  collator ??= new Intl.Collator('pl');
  return collator.compare(a, b);
}
