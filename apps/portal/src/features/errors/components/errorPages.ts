// The error pages as one lazy chunk: none of them is drawn on a page's first view, and together
// with the error report they weigh ~3 KB gzip that the first view of '/' no longer carries.
export { ErrorScreen } from './ErrorScreen.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
