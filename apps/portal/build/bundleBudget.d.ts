// The types of bundleBudget.js (plain JavaScript: scripts/bundle-report.mjs runs under plain Node).
export interface KeyScreen {
  /** The route as dist/portal-routes.json names it. */
  path: string;
  label: string;
  /** What the screen's first view may weigh above the floor, in KB gzip. */
  allowanceKb: number;
}
export interface MeasuredScreen extends KeyScreen {
  gzipBytes: number;
}
export interface ScreenVerdict extends MeasuredScreen {
  /** The screen's weight above the floor (negative below it). */
  addedKb: number;
  /** By how much addedKb exceeds the allowance; 0 within it. */
  overKb: number;
  ok: boolean;
}
export const KEY_SCREENS: readonly KeyScreen[];
export function judgeScreens(screens: readonly MeasuredScreen[], floorGzipBytes: number): ScreenVerdict[];
export function budgetLines(verdicts: readonly ScreenVerdict[], floorGzipBytes: number): string[];
