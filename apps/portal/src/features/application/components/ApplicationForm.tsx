// applications-spec §2: "The submit page is a lazily loaded wizard in draft mode with a progress bar";
// "The wizard load waits 500 ms" (a loader meanwhile: the wizard's skeleton, ApplicationFormLoading). The
// engine (@portal/form-engine) and the form (validator, schema, ui) are separate lazy chunks, never in the
// first view's bundle (quality-bar "Wizard chunk"); both load in parallel with the wait. Hydration: a form's
// address is pre-rendered with that skeleton (build/prerender.ts), so the first render over it is the
// skeleton, and the form replaces it once loaded, in one commit (nothing drawn in between). The send is
// useApplicationSender's; the sending screen covers the wizard.
import { Box } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AccountHolder, ApplicationSent } from '@portal/api-contract';
import type * as FormEngine from '@portal/form-engine';
import type { FormWizardProps } from '@portal/form-engine';
import { MessagePanel } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  type ComponentType,
} from 'react';
import { isOnlineFormId, loadForm as loadGeneratedForm, type LoadedForm } from '@portal/forms-generated';
import {
  FORM_CHANGED_FLAG,
  useApplicationSender,
  type ApplicationSenderOptions,
} from '../hooks/useApplicationSender.ts';
import { useWizardScroll } from '../hooks/useWizardScroll.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { withMinimumDuration } from '../../../shared/timing/minimumDuration.ts';
import { WIZARD_LOAD_WAIT_MS } from '../lib/timing.ts';
import { warmUpToaster } from '../../../shared/notifications/warmUpToaster.ts';
import { SendingScreen } from './SendingScreen.tsx';
import { useSessionStore } from '../../../shared/session/stores/sessionStore.ts';
import { accountHolderQuery, accountProfile } from '../../../shared/account/accountHolder.ts';
import { RetryButton } from '../../../shared/query/RetryButton.tsx';
import { useBuildsFirstRender } from '../../../shared/loading/buildsFirstRender.tsx';
import { ApplicationFormLoading } from './ApplicationFormLoading.tsx';

/**
 * The engine once loaded: the form's query waits for it, so its wizard renders at once with the form,
 * rather than suspend once more (a lazy component's first render does) and show a loader in between.
 */
let loadedEngine: typeof FormEngine | undefined;
const loadEngine = () =>
  import('@portal/form-engine').then((engine) => {
    loadedEngine = engine;
    return engine;
  });
const LazyFormWizard = lazy(() => loadEngine().then((engine) => ({ default: engine.FormWizard })));

export type FormLoader = (formId: number) => Promise<LoadedForm>;

const loadOnlineForm: FormLoader = (formId) => {
  if (!isOnlineFormId(formId)) return Promise.reject(new Error(`Form ${formId} is not filed online`));
  return loadGeneratedForm(formId);
};

export interface ApplicationFormProps {
  readonly formId: number;
  readonly signedIn: boolean;
  readonly notify: Notifier;
  /** After a 200: the page goes on to the success page. */
  readonly onSent: (sent: ApplicationSent, form: LoadedForm) => void;
  /** Tests and stories: a form without the generated chunks, a wizard stand-in, a fake send. */
  readonly loadForm?: FormLoader;
  readonly Wizard?: ComponentType<FormWizardProps>;
  readonly sender?: Pick<ApplicationSenderOptions, 'send' | 'solveCaptcha' | 'reloadForm'>;
  /** The wizard's step the address names, and where a step change goes (hooks/useStepInAddress.ts). */
  readonly step?: string | undefined;
  readonly onStepChange?: ((stepId: string) => void) | undefined;
}

// Memoized: the page also draws again on its own (its hydration's second render, the links that follow it),
// with the same props for the form.
export const ApplicationForm = memo(function ApplicationForm({
  formId,
  loadForm = loadOnlineForm,
  Wizard,
  ...rest
}: ApplicationFormProps) {
  const query = useQuery({
    queryKey: ['application', 'form', formId],
    queryFn: () =>
      withMinimumDuration(
        Promise.all([loadForm(formId), Wizard ? Promise.resolve() : loadEngine()]).then(([form]) => form),
        WIZARD_LOAD_WAIT_MS,
      ),
    staleTime: Infinity,
    retry: false,
    // A form's definition is the same for everyone: kept when the session changes (app/privateData.ts).
    meta: { public: true },
  });
  // Customer journeys: a signed-in customer's new application starts with their account (read in parallel with
  // the form; the wizard reads it once, when it starts). Without it the form still opens, only empty.
  const holder = useQuery({ ...accountHolderQuery, enabled: rest.signedIn, retry: false });
  // Over the pre-rendered page the first render is its skeleton, whatever the cache holds.
  const asBuilt = useBuildsFirstRender();
  // The wizard's first render is the page's largest piece of work (a query's answer renders at once, in
  // one task): deferred, React renders it in the background in slices while the skeleton stays, and the
  // page answers meanwhile (Total Blocking Time).
  const form = useDeferredValue(query.data);
  if (asBuilt || (rest.signedIn && holder.isPending)) return <ApplicationFormLoading />;
  if (query.isError) {
    return (
      <MessagePanel
        tone="error"
        titleAs="h1"
        title={<Trans>Nie udało się wczytać formularza</Trans>}
        actions={<RetryButton query={query} size="lg" />}
      >
        <Trans>
          Sprawdź połączenie z internetem i spróbuj ponownie. Wpisane wcześniej odpowiedzi są zapisane w tej
          przeglądarce.
        </Trans>
      </MessagePanel>
    );
  }
  if (!form) return <ApplicationFormLoading />;
  return (
    <Suspense fallback={<ApplicationFormLoading />}>
      <LoadedApplicationForm
        form={form}
        Wizard={Wizard ?? loadedEngine?.FormWizard ?? LazyFormWizard}
        holder={rest.signedIn ? holder.data : undefined}
        {...rest}
      />
    </Suspense>
  );
});

interface LoadedApplicationFormProps extends Omit<ApplicationFormProps, 'formId' | 'loadForm' | 'Wizard'> {
  readonly form: LoadedForm;
  readonly Wizard: ComponentType<FormWizardProps>;
  /** The signed-in customer's account, when it could be read. */
  readonly holder: AccountHolder | undefined;
}

function LoadedApplicationForm({
  form,
  Wizard,
  signedIn,
  notify,
  onSent,
  sender,
  step,
  onStepChange: onStepChangeProp,
  holder,
}: LoadedApplicationFormProps) {
  const scroll = useWizardScroll();
  const onStepChange = useCallback(
    (stepId: string) => {
      scroll(stepId);
      onStepChangeProp?.(stepId);
    },
    [scroll, onStepChangeProp],
  );
  const restoreFocus = useRef<HTMLElement | null>(null);
  const onFormSent = useCallback((sent: ApplicationSent) => onSent(sent, form), [onSent, form]);
  const { submit, sending } = useApplicationSender({
    form,
    signedIn,
    notify,
    onSent: onFormSent,
    ...sender,
  });

  // The offline toast must not depend on the network: load the toast region now.
  useEffect(warmUpToaster, []);

  // The page was reloaded after a 409 (the form changed): say why the answers may need a look.
  useEffect(() => {
    try {
      if (sessionStorage.getItem(FORM_CHANGED_FLAG) === String(form.entry.id)) {
        sessionStorage.removeItem(FORM_CHANGED_FLAG);
        notify.info(
          msg`Formularz wniosku został zaktualizowany. Sprawdź odpowiedzi i wyślij wniosek ponownie.`,
          false,
        );
      }
    } catch {
      // No storage: nothing to say.
    }
  }, [form.entry.id, notify]);

  // Focus returns to the send button when the sending screen closes without leaving the page.
  const onSubmit = useCallback<FormWizardProps['onSubmit']>(
    (data, files, helpers) => {
      if (document.activeElement instanceof HTMLElement) restoreFocus.current = document.activeElement;
      return submit(data, files, helpers);
    },
    [submit],
  );
  useEffect(() => {
    if (!sending && restoreFocus.current) {
      restoreFocus.current.focus();
      restoreFocus.current = null;
    }
  }, [sending]);

  // Customer journeys: a signed-in customer's account fills the fields the form's uiSchema marks (the portal names
  // account properties, never fields): the holder's name, e-mail and phone; when the account could not be
  // read, the login the session knows, the customer's e-mail address.
  const userName = useSessionStore((state) => state.userName);
  const account = useMemo<FormWizardProps['account']>(() => {
    if (!signedIn) return undefined;
    if (holder) return accountProfile(holder);
    return userName?.includes('@') ? { email: userName } : undefined;
  }, [signedIn, holder, userName]);

  return (
    <>
      <Box inert={sending !== null} aria-hidden={sending !== null ? true : undefined}>
        <Wizard form={form} onSubmit={onSubmit} onStepChange={onStepChange} step={step} account={account} />
      </Box>
      {sending ? <SendingScreen state={sending} /> : null}
    </>
  );
}
