// portal-spec §7 check-token: the result comes after a minimum delay (its value is not in the spec; the
// team's is TOKEN_CHECK_MIN_DELAY_MS, docs/decisions.md), so the full-screen loader never flashes.
export const TOKEN_CHECK_MIN_DELAY_MS = 800;
