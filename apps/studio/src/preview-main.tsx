// The live form's own page (preview.html), shown in the studio's iframe so that its width is a real
// viewport width: the engine's breakpoints at 390 px are the phone's.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProvider } from '@portal/ui';
import { i18n, activateLocale } from './i18n.ts';
import { PreviewFrame, reportDraft } from './preview/PreviewFrame.tsx';
import { installMemoryStorage } from './preview/memoryStorage.ts';

installMemoryStorage(window, reportDraft);
activateLocale();
const container = document.getElementById('root');
if (!container) throw new Error('preview.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <UiProvider i18n={i18n}>
      <PreviewFrame />
    </UiProvider>
  </StrictMode>,
);
