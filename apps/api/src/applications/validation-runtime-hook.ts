// A module-resolution hook of the compiled API only (tools/api-build.mjs): the forms' precompiled
// validators import '@portal/validation/runtime', whose package exports TypeScript, which node does not
// load. The hook gives them the build's JavaScript of that module instead, the very one the API bundles.
// Registered just before the first validator loads (precompiled-validator.ts), so nothing else pays for it.
export const RUNTIME_SPECIFIER = '@portal/validation/runtime';

let runtimeUrl = '';

export function initialize(data: { runtimeUrl: string }): void {
  runtimeUrl = data.runtimeUrl;
}

interface Resolved {
  url: string;
  shortCircuit?: boolean;
}

export async function resolve(
  specifier: string,
  context: unknown,
  next: (specifier: string, context: unknown) => Promise<Resolved>,
): Promise<Resolved> {
  if (specifier === RUNTIME_SPECIFIER) return { url: runtimeUrl, shortCircuit: true };
  return next(specifier, context);
}
