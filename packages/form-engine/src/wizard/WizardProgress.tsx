// The progress bar of the wizard (applications-spec §2: "the submit page is a lazily loaded wizard … with a
// progress bar"): "Krok 2 z 7: Obiekt" with a bar, and on wider screens the list of steps, where steps
// already reached can be opened again.
import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from '@portal/ui';

export interface WizardProgressStep {
  readonly id: string;
  readonly title: string;
}

export interface WizardProgressProps {
  readonly steps: readonly WizardProgressStep[];
  readonly current: number;
  /** The furthest step the user may open (steps before it were completed). */
  readonly reachable: number;
  readonly onOpen: (index: number) => void;
}

export function WizardProgress({ steps, current, reachable, onOpen }: WizardProgressProps) {
  const { t } = useLingui();
  const total = steps.length;
  const currentStep = steps[current];
  return (
    <Box as="nav" aria-label={t`Kroki wniosku`}>
      <Text id="postep-wniosku" fontWeight="semibold" mb="2">
        {currentStep
          ? t`Krok ${current + 1} z ${total}: ${currentStep.title}`
          : t`Krok ${current + 1} z ${total}`}
      </Text>
      <ProgressBar
        aria-labelledby="postep-wniosku"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current + 1}
        percent={((current + 1) / total) * 100}
        transition="width 0.2s"
      />
      <chakra.ol
        display={{ base: 'none', md: 'flex' }}
        flexWrap="wrap"
        gap="1"
        listStyleType="none"
        m="0"
        p="0"
        mt="3"
      >
        {steps.map((step, index) => {
          const isCurrent = index === current;
          // Any step up to the furthest reachable one opens again, the summary too once every step was
          // passed (after a step was opened from the list, its last entry could not be chosen).
          const done = index <= reachable && !isCurrent;
          return (
            <chakra.li key={step.id} aria-current={isCurrent ? 'step' : undefined}>
              {done ? (
                <Button size="xs" variant="ghost" onClick={() => onOpen(index)} color="brand.fg">
                  {index + 1}. {step.title}{' '}
                  <chakra.span srOnly>{t`(ukończony, otwórz ponownie)`}</chakra.span>
                </Button>
              ) : (
                <Text
                  as="span"
                  display="inline-block"
                  px="2"
                  py="1"
                  textStyle="xs"
                  fontWeight={isCurrent ? 'bold' : 'normal'}
                  color={isCurrent ? 'fg' : 'fg.muted'}
                  borderBottomWidth={isCurrent ? '2px' : '0'}
                  borderColor="brand.solid"
                >
                  {index + 1}. {step.title}
                </Text>
              )}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
