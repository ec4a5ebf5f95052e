// CSS values of the studio's layout and editors (kept out of the .tsx files, whose strings are UI text).

/** Editors beside the preview: the phone preview takes a fixed 440 px column, the desktop one half. */
export const mainColumns = (phone: boolean) => ({
  base: '1fr',
  md: phone ? 'minmax(0, 1fr) 440px' : 'minmax(0, 1fr) minmax(0, 1fr)',
});

export const editorTheme = {
  '&': { height: '100%', fontSize: '13px', backgroundColor: 'white' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
  '.cm-gutters': { backgroundColor: '#f4f6f9', color: '#4a5568', borderRight: '1px solid #d7dde5' },
  '.cm-activeLineGutter': { backgroundColor: '#e2e8f0' },
  '.studio-hover': { padding: '6px 8px', maxWidth: '360px', fontSize: '13px' },
};

export const editorHostCss = {
  '& .cm-editor': { height: '100%' },
  '& .cm-editor.cm-focused': { outline: '2px solid #1a56db' },
};

export const previewFrameHeight = { base: '640px', md: 'calc(100vh - 190px)' };

/** A scaled-down preview frame shrinks towards its column's top left corner. */
export const FRAME_ORIGIN = 'top left';
