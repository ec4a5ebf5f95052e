/** Parcel data, applications-spec §5 "Identifiers": plot and zone (cadastral precinct) numbers. */

/** Starts with a digit; digits and slashes only (e.g. 123/4). */
export function isValidPlotNumber(value: unknown): boolean {
  return typeof value === 'string' && /^\d[\d/]*$/.test(value);
}

/** Starts with a digit; digits, dashes and spaces only (e.g. 0012, 14-02). */
export function isValidZoneNumber(value: unknown): boolean {
  return typeof value === 'string' && /^\d[\d -]*$/.test(value);
}
