// Hydration, "The first view's weight": a key screen's budget is relative to the fixed stack's own weight
// (scripts/stack-floor.mjs builds the smallest page React, Chakra UI with the portal's theme and TanStack
// Router and Query make): what the portal adds on top of it is what the portal controls. `/`, the page most
// visitors meet first, may add 30 KB gzip; every other key screen 60 KB before its lazy parts (a dialog, the
// wizard's engine and form). scripts/bundle-report.mjs measures and prints; the arithmetic is here, tested.
// Plain JavaScript, as the report runs under plain Node; its types are in bundleBudget.d.ts.

/** The key screens, as dist/portal-routes.json names their routes, and what each may add to the floor. */
export const KEY_SCREENS = [
  { path: '/', label: '/ (login)', allowanceKb: 30 },
  // The first view is the route's: with ?formularz=24 the form and the engine load after it (lazy parts).
  { path: '/skladanie-wniosku', label: '/skladanie-wniosku (?formularz=24)', allowanceKb: 60 },
  { path: '/lista-spraw/', label: '/lista-spraw', allowanceKb: 60 },
  { path: '/platnosci', label: '/platnosci', allowanceKb: 60 },
];

const KB = 1024;

/**
 * Each screen against the floor: its weight above the floor and whether that is within its allowance.
 * Figures are compared in bytes, so a screen exactly at its allowance passes.
 */
export function judgeScreens(screens, floorGzipBytes) {
  if (!(floorGzipBytes > 0)) throw new Error('the floor must be measured (a positive number of bytes)');
  return screens.map((screen) => {
    const addedBytes = screen.gzipBytes - floorGzipBytes;
    const overBytes = Math.max(0, addedBytes - screen.allowanceKb * KB);
    return { ...screen, addedKb: addedBytes / KB, overKb: overBytes / KB, ok: overBytes === 0 };
  });
}

const kb = (n) => n.toFixed(1);
const signed = (n) => `${n >= 0 ? '+' : '−'}${kb(Math.abs(n))}`;

/** The report's table: one line per screen, and a last line saying whether all are within budget. */
export function budgetLines(verdicts, floorGzipBytes) {
  const width = Math.max(...verdicts.map((verdict) => verdict.label.length));
  const lines = [
    `The fixed stack alone (pnpm bundle:floor): ${kb(floorGzipBytes / KB)} KB gzip`,
    `${'screen'.padEnd(width)}  first view   above floor   allowed   verdict`,
  ];
  for (const verdict of verdicts) {
    lines.push(
      `${verdict.label.padEnd(width)}  ${`${kb(verdict.gzipBytes / KB)} KB`.padStart(10)}` +
        `   ${`${signed(verdict.addedKb)} KB`.padStart(11)}   ${`+${kb(verdict.allowanceKb)} KB`.padStart(7)}` +
        `   ${verdict.ok ? 'ok' : `OVER by ${kb(verdict.overKb)} KB`}`,
    );
  }
  const over = verdicts.filter((verdict) => !verdict.ok);
  lines.push(
    over.length === 0
      ? 'Every key screen is within its budget.'
      : `Over budget: ${over.map((verdict) => verdict.label).join(', ')}`,
  );
  return lines;
}
