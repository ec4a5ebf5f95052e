import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale } from './i18n.ts';
import { Studio } from './Studio.tsx';
import { StudioProvider } from './StudioProvider.tsx';

activateLocale();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <StudioProvider>
      <Studio />
    </StudioProvider>
  </StrictMode>,
);
