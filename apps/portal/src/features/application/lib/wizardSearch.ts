// The wizard's place in the address (applications-spec §2, three steps): ?rodzaj=<category> is step 2,
// &sprawa=<tile> the options of a tile, &formularz=<id> step 3, &krok=<step id> the form's own step. Reload
// and the back button therefore land on the same step; an unknown value is dropped rather than shown as an
// error. Hydration: the route reads the address with this module before the screen's code has arrived (it
// is part of the portal's entry), so what the address means in the catalog is wizardStep.ts, with the screen.

export interface WizardSearch {
  /** The chosen case type (catalog category id). */
  rodzaj?: string | undefined;
  /** A tile with options whose options are shown. */
  sprawa?: string | undefined;
  /** The chosen form id. */
  formularz?: number | undefined;
  /** The form's own step (its step id, or 'podsumowanie'): Back and Forward move between steps. */
  krok?: string | undefined;
}

const SLUG = /^[a-z0-9-]{1,64}$/;

function slug(value: unknown): string | undefined {
  return typeof value === 'string' && SLUG.test(value) ? value : undefined;
}

function formId(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,4}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** TanStack Router's validateSearch: only well-formed values pass; the keys are always present. */
export function validateWizardSearch(search: Record<string, unknown>): WizardSearch {
  return {
    rodzaj: slug(search.rodzaj),
    sprawa: slug(search.sprawa),
    formularz: formId(search.formularz),
    krok: slug(search.krok),
  };
}

/** The registration application's address: only the wizard's own step (?krok=). */
export function validateStepSearch(search: Record<string, unknown>): { krok?: string | undefined } {
  return { krok: slug(search.krok) };
}
