// portal-spec §2 Error pages: the generic error with the code ('Kod błędu: X', or a server-error text when
// the server gave no id), a logout button if signed in, a back-to-home button, and a report-error button
// when a code exists, which opens the report form.
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircleIcon, LogoutIcon, MessagePanel, Page } from '@portal/ui';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { ErrorReport } from '@portal/api-contract';
import { DEFAULT_REPORT_MAX_LENGTH } from '../lib/reportLimits.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { BackHomeButton } from './BackHomeButton.tsx';

// The form (and Chakra's field machinery) loads when the user opens it, not with every error page.
const ReportErrorForm = lazy(() =>
  import('./ReportErrorForm.tsx').then((m) => ({ default: m.ReportErrorForm })),
);

export interface GenericErrorPageProps {
  /** The server's error id or a render error's JS code. */
  code?: string;
  /** A 5xx without an id: say it was the server. */
  serverError?: boolean;
  isSignedIn?: boolean;
  onLogout?: () => void;
  /** errorReportMaxLength of the frontend config. */
  reportMaxLength?: number;
  /** For stories and tests; POST /api/report-error by default. */
  sendReport?: (report: ErrorReport) => Promise<void>;
}

export function GenericErrorPage({
  code,
  serverError = false,
  isSignedIn = false,
  onLogout,
  reportMaxLength = DEFAULT_REPORT_MAX_LENGTH,
  sendReport,
}: GenericErrorPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Wystąpił błąd`);
  const [reporting, setReporting] = useState(false);
  const formId = useId();
  const reportButton = useRef<HTMLButtonElement>(null);

  const meta = code ? (
    <Trans>Kod błędu: {code}</Trans>
  ) : serverError ? (
    <Trans>Wystąpił błąd serwera.</Trans>
  ) : null;

  return (
    <Page width="narrow">
      <MessagePanel
        tone="error"
        icon={<AlertCircleIcon />}
        title={<Trans>Wystąpił nieoczekiwany błąd</Trans>}
        meta={meta}
        actions={
          <>
            {code ? (
              <Button
                ref={reportButton}
                size="lg"
                variant={reporting ? 'subtle' : 'solid'}
                aria-expanded={reporting}
                aria-controls={reporting ? formId : undefined}
                onClick={() => setReporting((open) => !open)}
              >
                <Trans>Zgłoś błąd</Trans>
              </Button>
            ) : null}
            <BackHomeButton variant={code ? 'outline' : 'solid'} />
            {isSignedIn && onLogout ? (
              <Button size="lg" variant="ghost" onClick={onLogout}>
                <LogoutIcon />
                <Trans>Wyloguj się</Trans>
              </Button>
            ) : null}
          </>
        }
        footer={
          code && reporting ? (
            <div id={formId}>
              <Suspense fallback={null}>
                <ReportErrorForm
                  code={code}
                  maxLength={reportMaxLength}
                  onCancel={() => {
                    setReporting(false);
                    reportButton.current?.focus();
                  }}
                  {...(sendReport ? { send: sendReport } : {})}
                />
              </Suspense>
            </div>
          ) : null
        }
      >
        {code ? (
          <Trans>
            Przepraszamy, coś poszło nie tak. Spróbuj ponownie za chwilę. Jeśli błąd się powtarza, zgłoś go –
            kod błędu pomoże nam szybko znaleźć przyczynę.
          </Trans>
        ) : (
          <Trans>Przepraszamy, coś poszło nie tak. Spróbuj ponownie za chwilę.</Trans>
        )}
      </MessagePanel>
    </Page>
  );
}
