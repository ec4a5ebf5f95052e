// What the wizard draws, apart from FormWizard's state and the address it follows. Performance: a change
// that draws nothing new (the address taking the step the wizard shows, a new `onStepChange`) renders
// FormWizard alone; this view, memoized on props that keep their identity, is skipped, and so is the step's
// form (RJSF's fields, most of the page) whenever the view draws something else.
import { Box, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useMemo, type RefObject } from 'react';
import type { WizardForm } from '../form/types.ts';
import { EngineContext, type EngineRuntime } from '../runtime/EngineContext.ts';
import { stepData } from '../schema/stepSchema.ts';
import { focusRing } from '../theme/focusStyles.ts';
import { InlineText } from '../theme/templates/InlineText.tsx';
import { DraftNotices } from './DraftNotices.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { otherStepsCompleted, reachableStep, type WizardState } from './state/wizardMachine.ts';
import type { WizardStore } from './state/wizardStore.ts';
import { StepForm } from './StepForm.tsx';
import { SummaryStep, type SummaryStepProps } from './SummaryStep.tsx';
import type { PreparedForm } from './usePreparedForm.ts';
import type { SummaryProblems } from './useSummaryProblems.ts';
import type { WizardNavigation } from './useWizardNavigation.ts';
import { SendButtons, StepButtons } from './WizardButtons.tsx';
import { WizardProgress } from './WizardProgress.tsx';

export const SUMMARY_STEP_ID = 'podsumowanie';

export interface WizardViewProps {
  readonly form: WizardForm;
  readonly state: WizardState;
  readonly store: WizardStore;
  readonly runtime: EngineRuntime;
  readonly prepared: PreparedForm;
  readonly navigation: WizardNavigation;
  /** The summary's answers (empty on a step). */
  readonly answers: SummaryStepProps['sections'];
  /** An item of the summary's error list chosen (the summary only). */
  readonly onFollowProblem: SummaryProblems['follow'];
  readonly onSend: () => void;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly summaryRef: RefObject<HTMLDivElement | null>;
}

export const WizardView = memo(function WizardView({
  form,
  state,
  store,
  runtime,
  prepared,
  navigation,
  answers,
  onFollowProblem,
  onSend,
  headingRef,
  summaryRef,
}: WizardViewProps) {
  const { t } = useLingui();
  const { steps, stepIndex, generation } = state;
  const step = steps[stepIndex];
  const summaryTitle = t`Sprawdź swoje odpowiedzi`;
  const progressSteps = useMemo(
    () => [...steps.map(({ id, title }) => ({ id, title })), { id: SUMMARY_STEP_ID, title: summaryTitle }],
    [steps, summaryTitle],
  );
  // Read when the step's form mounts (it is keyed by the step and the generation): RJSF keeps the step's
  // data from then on, so the answers as they are now are no new prop for it.
  const readStepData = useCallback(
    () => (step ? stepData(store.getState().answers, step) : {}),
    [store, step],
  );
  const onBack = stepIndex > 0 ? navigation.back : undefined;
  const returnsToSummary = state.returnToSummary && otherStepsCompleted(state);
  const stepButtons = useMemo(
    () => <StepButtons onBack={onBack} returnsToSummary={returnsToSummary} />,
    [onBack, returnsToSummary],
  );

  return (
    <EngineContext.Provider value={runtime}>
      <Stack gap={{ base: '5', md: '6' }} w="full" maxW="4xl" mx="auto">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {form.entry.title}
          </Heading>
          {form.entry.description ? (
            <Text color="fg.muted">
              <InlineText text={form.entry.description} />
            </Text>
          ) : null}
        </Stack>
        <WizardProgress
          steps={progressSteps}
          current={stepIndex}
          reachable={reachableStep(state)}
          onOpen={navigation.open}
        />
        <DraftNotices notices={state.notices} onStartOver={navigation.startOver} />
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {state.announcement}
        </VisuallyHidden>
        <ErrorSummary
          ref={summaryRef}
          items={state.errorSummary}
          onFollow={step ? undefined : onFollowProblem}
        />
        <Box
          bg="bg.panel"
          borderRadius="xl"
          borderWidth="1px"
          borderColor="border"
          p={{ base: '4', md: '8' }}
        >
          <Stack gap="5">
            <Stack gap="1">
              <Heading
                as="h2"
                size="xl"
                ref={headingRef}
                tabIndex={-1}
                outline="none"
                _focusVisible={focusRing}
              >
                {step ? step.title : summaryTitle}
              </Heading>
              {step?.description ? (
                <Text color="fg.muted">
                  <InlineText text={step.description} />
                </Text>
              ) : null}
              {step ? (
                <Text color="fg.muted" textStyle="sm">
                  {t`Pola oznaczone gwiazdką (*) są wymagane.`}
                </Text>
              ) : (
                <Text color="fg.muted">{t`Sprawdź odpowiedzi przed wysłaniem wniosku. Aby coś poprawić, wybierz „Zmień”.`}</Text>
              )}
            </Stack>
            {step ? (
              <StepForm
                key={`${step.id}-${generation}`}
                schema={prepared.stepSchemas[stepIndex]!}
                uiSchema={prepared.uiSchema}
                validator={prepared.validator}
                readInitialData={readStepData}
                onChange={navigation.edit}
                onBlur={navigation.blur}
                onNext={navigation.next}
              >
                {stepButtons}
              </StepForm>
            ) : (
              <Stack gap="6">
                <SummaryStep sections={answers} onChangeStep={navigation.correct} />
                <SendButtons send={state.send} onBack={navigation.back} onSend={onSend} />
              </Stack>
            )}
          </Stack>
        </Box>
      </Stack>
    </EngineContext.Provider>
  );
});
