// portal-spec §8: picks the error page for an error. Render errors (anything not from the API client) are
// reported to /api/js-error and shown as the generic page with their JS code.
import { useEffect, useState } from 'react';
import { reportJsError, jsErrorCodeFor } from '../api/reportJsError.ts';
import { classifyError } from '../lib/classifyError.ts';
import { BadRequestPage } from './BadRequestPage.tsx';
import { GenericErrorPage } from './GenericErrorPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ServiceUnavailablePage } from './ServiceUnavailablePage.tsx';
import { UnsupportedBrowserPage } from './UnsupportedBrowserPage.tsx';

export interface ErrorScreenProps {
  error: unknown;
  userName: string | null;
  isSignedIn: boolean;
  onLogout: () => void;
  reportMaxLength?: number;
}

export function ErrorScreen({ error, userName, isSignedIn, onLogout, reportMaxLength }: ErrorScreenProps) {
  const classified = classifyError(error);
  const isRenderError = classified.kind === 'js';
  const [jsCode] = useState(() => (isRenderError ? jsErrorCodeFor(error) : undefined));

  useEffect(() => {
    if (isRenderError) reportJsError(error, userName);
  }, [error, isRenderError, userName]);

  switch (classified.kind) {
    case 'not_found':
      return <NotFoundPage />;
    case 'bad_request':
      return <BadRequestPage />;
    case 'service_unavailable':
      return <ServiceUnavailablePage {...(classified.cause ? { cause: classified.cause } : {})} />;
    case 'browser_not_supported':
      return <UnsupportedBrowserPage />;
    default: {
      const code = classified.errorId ?? jsCode;
      return (
        <GenericErrorPage
          {...(code ? { code } : {})}
          serverError={classified.kind === 'server'}
          isSignedIn={isSignedIn}
          onLogout={onLogout}
          {...(reportMaxLength ? { reportMaxLength } : {})}
        />
      );
    }
  }
}
