// /skladanie-wniosku-o-rejestracje-konta (applications-spec §2): the account-registration application, form
// 100, straight in the wizard (its own progress bar). It needs the connection-conditions number and the
// e-mail used in the application (§1); the back office verifies it (7 working days) and e-mails the
// activation link.
import { useLingui } from '@lingui/react/macro';
import type { ApplicationSent } from '@portal/api-contract';
import { Page } from '@portal/ui';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { REGISTRATION_FORM_ID } from '../lib/applicationCatalog.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { useStepInAddress } from '../hooks/useStepInAddress.ts';
import { sentState } from '../lib/sentState.ts';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm.tsx';

export interface RegistrationApplicationPageProps extends Pick<
  ApplicationFormProps,
  'loadForm' | 'Wizard' | 'sender'
> {
  readonly signedIn: boolean;
  readonly notify: Notifier;
  /** The wizard's step in the address (?krok=). */
  readonly step?: string | undefined;
}

export function RegistrationApplicationPage({
  signedIn,
  notify,
  step,
  ...formOptions
}: RegistrationApplicationPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Rejestracja konta`);
  const navigate = useNavigate();
  const onSent = useCallback(
    (sent: ApplicationSent) => {
      void navigate({
        to: '/wniosek-wyslany',
        state: (previous) => ({ ...previous, applicationSent: sentState(sent, true) }),
      });
    },
    [navigate],
  );
  const onStepChange = useStepInAddress(
    step,
    useCallback(
      (krok: string, replace: boolean) =>
        void navigate({ to: '/skladanie-wniosku-o-rejestracje-konta', search: { krok }, replace }),
      [navigate],
    ),
  );
  return (
    <Page width="narrow" maxW="4xl">
      <ApplicationForm
        formId={REGISTRATION_FORM_ID}
        signedIn={signedIn}
        notify={notify}
        onSent={onSent}
        step={step}
        onStepChange={onStepChange}
        {...formOptions}
      />
    </Page>
  );
}
