// The preview runs on the other name of the same dev server (127.0.0.1 <-> localhost): another site, so the
// browser gives it its own process and rendering the form never blocks the editors (the preview
// and the verdicts within a second of a keystroke). Other host names keep one origin.
export function previewOrigin(location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>): string {
  const other =
    location.hostname === '127.0.0.1' ? 'localhost' : location.hostname === 'localhost' ? '127.0.0.1' : null;
  return other
    ? `${location.protocol}//${other}${location.port ? `:${location.port}` : ''}`
    : location.origin;
}

/** The studio's origin, given to the preview in its URL (`?studio=`): the only sender it listens to. */
export function studioOriginOf(search: string, fallback: string): string {
  return new URLSearchParams(search).get('studio') ?? fallback;
}
