// The buttons under a step ("Wstecz", "Dalej") and under the summary (the send's failure, "Wstecz",
// "Wyślij wniosek"). Stacked on a phone with the main action on top.
import { Box, Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { SendState } from './state/wizardMachine.ts';

const ROW = {
  gap: '3',
  justify: 'space-between',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  align: 'stretch',
} as const;

export interface StepButtonsProps {
  /** Absent on the first step. */
  readonly onBack?: (() => void) | undefined;
  /** "Dalej" leads back to the summary (the user came from there and every step is done). */
  readonly returnsToSummary: boolean;
}

/** Inside the step's form: "Dalej" submits it. */
export function StepButtons({ onBack, returnsToSummary }: StepButtonsProps) {
  const { t } = useLingui();
  return (
    <HStack {...ROW} mt="8">
      {onBack ? (
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          {t`Wstecz`}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" size="lg" colorPalette="brand">
        {returnsToSummary ? t`Zapisz i wróć do podsumowania` : t`Dalej`}
      </Button>
    </HStack>
  );
}

export interface SendButtonsProps {
  readonly send: SendState;
  readonly onBack: () => void;
  readonly onSend: () => void;
}

export function SendButtons({ send, onBack, onSend }: SendButtonsProps) {
  const { t } = useLingui();
  return (
    <>
      {send.status === 'failed' ? (
        <Box
          role="alert"
          borderWidth="2px"
          borderColor="border.error"
          bg="bg.error"
          color="fg.error"
          p="4"
          borderRadius="md"
        >
          {send.message}
        </Box>
      ) : null}
      <HStack {...ROW}>
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          {t`Wstecz`}
        </Button>
        <Button
          type="button"
          size="lg"
          colorPalette="brand"
          loading={send.status === 'sending'}
          loadingText={t`Wysyłanie…`}
          onClick={onSend}
        >
          {t`Wyślij wniosek`}
        </Button>
      </HStack>
    </>
  );
}
