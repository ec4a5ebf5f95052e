// /skladanie-wniosku (applications-spec §2 "Wizard"; visitor or signed in): three steps with a progress bar
// — 1) the case type, 2) the case kind (a tile, or a tile's options), 3) the application: the lazily
// loaded wizard, or for a PDF-mode form (8, 10) the download page. The address holds the step.
// Hydration: the address of an online form is pre-rendered once for all of them (build/prerender.ts: the
// journey's progress, the way back and the wizard's skeleton), so the first render over it names no form
// and no category; the links to the form's category follow right after (useBuildsFirstRender).
import { Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationSent } from '@portal/api-contract';
import type { Catalog } from '@portal/form-catalog';
import { Page, PageHeading, ArrowLeftIcon, textLink } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { memo, useCallback, useMemo } from 'react';
import { frontendConfigQuery } from '../../../lib/config/frontendConfigQuery.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { REGISTRATION_FORM_ID, tileOfForm } from '../lib/applicationCatalog.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { pdfFormGuide } from '../lib/pdfForms.ts';
import { sentState } from '../lib/sentState.ts';
import { useStepInAddress } from '../hooks/useStepInAddress.ts';
import type { WizardSearch } from '../lib/wizardSearch.ts';
import { resolveWizardStep } from '../lib/wizardStep.ts';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm.tsx';
import { CaseKindStep } from './CaseKindStep.tsx';
import { CaseTypeStep } from './CaseTypeStep.tsx';
import { JourneyProgress, type JourneyStep } from './JourneyProgress.tsx';
import { PdfFormGuide } from './PdfFormGuide.tsx';
import { linkToCategory, linkToStart, type LinkRender } from './wizardLinks.tsx';
import { useBuildsFirstRender } from '../../../shared/loading/buildsFirstRender.tsx';

export interface ApplicationWizardPageProps extends Pick<
  ApplicationFormProps,
  'loadForm' | 'Wizard' | 'sender'
> {
  readonly catalog: Catalog;
  readonly search: WizardSearch;
  readonly signedIn: boolean;
  readonly notify: Notifier;
}

// Memoized, as JourneyProgress: the page draws again when the address takes the form's step, which
// changes neither.
const BackLink = memo(function BackLink({ link, children }: { link: LinkRender; children: string }) {
  return (
    <Link asChild {...textLink} display="inline-flex" alignItems="center" gap="2" mb="4">
      {link(
        <>
          <ArrowLeftIcon />
          {children}
        </>,
      )}
    </Link>
  );
});

export function ApplicationWizardPage({
  catalog,
  search,
  signedIn,
  notify,
  ...formOptions
}: ApplicationWizardPageProps) {
  const { t } = useLingui();
  // Where PDF notifications are sent: the operator of the server's configuration.
  const operator = useQuery(frontendConfigQuery).data?.operator;
  const navigate = useNavigate();
  const { formularz, rodzaj, sprawa } = search;
  // Performance: the same step while only the form's own step (krok) changes, so that what depends on it
  // keeps its identity and the form is not drawn again.
  const current = useMemo(
    () => resolveWizardStep(catalog, { formularz, rodzaj, sprawa }),
    [catalog, formularz, rodzaj, sprawa],
  );
  const asBuilt = useBuildsFirstRender();
  useDocumentTitle(current.step === 3 ? current.form.title : t`Złóż wniosek`);

  const onSent = useCallback(
    (sent: ApplicationSent) => {
      void navigate({
        to: '/wniosek-wyslany',
        state: (previous) => ({
          ...previous,
          applicationSent: sentState(sent, current.step === 3 && current.form.id === REGISTRATION_FORM_ID),
        }),
      });
    },
    [navigate, current],
  );

  const onStepChange = useStepInAddress(
    search.krok,
    useCallback(
      (krok: string, replace: boolean) =>
        void navigate({ to: '/skladanie-wniosku', search: (previous) => ({ ...previous, krok }), replace }),
      [navigate],
    ),
  );

  // Over the pre-rendered page of a form, no category yet: that page is the same for every form.
  const category = current.step === 1 || (current.step === 3 && asBuilt) ? undefined : current.category;
  const chosenTile =
    current.step === 2
      ? current.tile
      : current.step === 3 && category
        ? tileOfForm(category, current.form.id)?.tile
        : undefined;
  const backToCategory = useMemo(
    () =>
      category ? linkToCategory(category.id, chosenTile?.options ? chosenTile.id : undefined) : undefined,
    [category, chosenTile],
  );
  const steps = useMemo<JourneyStep[]>(
    () => [
      { label: t`Typ sprawy`, link: linkToStart },
      { label: t`Rodzaj sprawy`, ...(backToCategory ? { link: backToCategory } : {}) },
      { label: t`Wniosek` },
    ],
    [t, backToCategory],
  );

  if (current.step === 3) {
    const guide = current.form.mode === 'pdf' ? pdfFormGuide(current.form.id) : undefined;
    return (
      <Page width={guide ? 'default' : 'narrow'} {...(guide ? {} : { maxW: '4xl' })}>
        <JourneyProgress steps={steps} current={3} />
        <BackLink link={backToCategory ?? linkToStart}>{t`Zmień rodzaj wniosku`}</BackLink>
        {guide ? (
          <PdfFormGuide entry={current.form} guide={guide} sendTo={operator} />
        ) : (
          <ApplicationForm
            key={current.form.id}
            formId={current.form.id}
            signedIn={signedIn}
            notify={notify}
            onSent={onSent}
            step={search.krok}
            onStepChange={onStepChange}
            {...formOptions}
          />
        )}
      </Page>
    );
  }

  if (current.step === 2) {
    const tile = current.tile;
    return (
      <Page>
        <JourneyProgress steps={steps} current={2} />
        {tile ? (
          <BackLink link={linkToCategory(current.category.id)}>{t`Wróć do listy spraw`}</BackLink>
        ) : (
          <BackLink link={linkToStart}>{t`Zmień typ sprawy`}</BackLink>
        )}
        <PageHeading
          title={tile ? tile.title : current.category.title}
          description={
            tile ? tile.description : <Trans>Wybierz rodzaj sprawy. {current.category.description}</Trans>
          }
        />
        <CaseKindStep catalog={catalog} category={current.category} tile={tile} />
      </Page>
    );
  }

  return (
    <Page>
      <JourneyProgress steps={steps} current={1} />
      <PageHeading
        title={<Trans>Złóż wniosek</Trans>}
        description={
          <Trans>
            Wybierz sprawę, a potem wypełnij wniosek krok po kroku. Odpowiedzi zapisują się w tej
            przeglądarce, więc możesz wrócić do wniosku później.
          </Trans>
        }
      />
      <CaseTypeStep catalog={catalog} />
    </Page>
  );
}
