import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface FullScreenLoaderProps {
  /** What is being waited for; 'Ładowanie…' by default. */
  label?: ReactNode;
}

/** Fills the content area while a screen's data loads (e.g. portal-spec §2 Account activation). */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  return (
    <Center minH="60dvh" px="4" role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <Spinner
          size="xl"
          borderWidth="3px"
          color="brand.solid"
          css={{ '--spinner-track-color': 'colors.brand.muted' }}
        />
        <Text color="fg.muted" textStyle="md">
          {label ?? <Trans>Ładowanie…</Trans>}
        </Text>
      </Stack>
    </Center>
  );
}
