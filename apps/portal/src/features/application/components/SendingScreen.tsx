// applications-spec §2 "Summary/sending screen" and §4 "Submission stages": an antivirus-scan indicator and
// a sending indicator, each with its share of the estimate (about 30 s with attachments, 15 s without), over the wizard
// while the request runs (the wizard stays mounted and inert, so a refusal returns to it as it was). When
// the request outlasts the estimate, the too-slow-connection notice (§8) says so.
import { Box, Circle, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangleIcon, CheckIcon, ProgressBar, SendIcon, ShieldCheckIcon } from '@portal/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SendingState } from '../hooks/useApplicationSender.ts';
import { SCAN_ESTIMATE_SECONDS, SENDING_ESTIMATE_SECONDS } from '../lib/timing.ts';

export interface SendingScreenProps {
  readonly state: SendingState;
}

function useElapsedSeconds(): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return elapsed;
}

function Stage({
  icon,
  title,
  hint,
  status,
}: {
  icon: ReactNode;
  title: ReactNode;
  hint: ReactNode;
  status: 'active' | 'skipped';
}) {
  return (
    <HStack as="li" align="flex-start" gap="4" bg="bg.canvas" borderRadius="lg" p="4">
      <Circle
        size="10"
        bg={status === 'active' ? 'brand.subtle' : 'bg.success'}
        color={status === 'active' ? 'brand.fg' : 'fg.success'}
        fontSize="xl"
        flexShrink={0}
      >
        {icon}
      </Circle>
      <Box flex="1" minW="0">
        <Text fontWeight="bold" color="fg">
          {title}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {hint}
        </Text>
      </Box>
      <Box pt="2.5" flexShrink={0}>
        {status === 'active' ? <Spinner size="sm" color="brand.solid" /> : <CheckIcon color="fg.success" />}
      </Box>
    </HStack>
  );
}

export function SendingScreen({ state }: SendingScreenProps) {
  const { t } = useLingui();
  const elapsed = useElapsedSeconds();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const estimate = state.estimateSeconds;
  // The bar follows the estimate but never claims to be done before the answer comes.
  const percent = Math.min(95, Math.round((elapsed / estimate) * 100));
  return (
    <Flex
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.600"
      align={{ base: 'flex-end', sm: 'center' }}
      justify="center"
      p={{ base: '0', sm: '6' }}
    >
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby="wysylanie-tytul"
        aria-describedby="wysylanie-opis"
        bg="bg.panel"
        w="full"
        maxW="lg"
        borderTopRadius="2xl"
        borderBottomRadius={{ base: '0', sm: '2xl' }}
        boxShadow="2xl"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '8' }}
      >
        <Stack gap="5">
          <Stack gap="1">
            <Heading
              ref={headingRef}
              id="wysylanie-tytul"
              as="h2"
              tabIndex={-1}
              outline="none"
              textStyle={{ base: 'xl', md: '2xl' }}
              fontWeight="bold"
              color="brand.fg"
            >
              <Trans>Wysyłamy Twój wniosek</Trans>
            </Heading>
            <Text id="wysylanie-opis" color="fg.muted">
              <Trans>
                Nie zamykaj tej strony. Wniosek jest zapisany w przeglądarce, więc nic nie przepadnie.
              </Trans>
            </Text>
          </Stack>
          <Stack as="ol" listStyleType="none" m="0" p="0" gap="3">
            <Stage
              icon={<ShieldCheckIcon />}
              status={state.hasAttachments ? 'active' : 'skipped'}
              title={<Trans>Skanowanie antywirusowe załączników</Trans>}
              hint={
                state.hasAttachments ? (
                  <Trans>Szacowany czas: około {SCAN_ESTIMATE_SECONDS} sekund</Trans>
                ) : (
                  <Trans>Wniosek nie ma załączników do sprawdzenia</Trans>
                )
              }
            />
            <Stage
              icon={<SendIcon />}
              status="active"
              title={<Trans>Wysyłanie wniosku</Trans>}
              hint={<Trans>Szacowany czas: około {SENDING_ESTIMATE_SECONDS} sekund</Trans>}
            />
          </Stack>
          <Box>
            <ProgressBar
              aria-label={t`Postęp wysyłania wniosku`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t`Minęło ${elapsed} s z około ${estimate} s`}
              percent={Math.max(percent, 4)}
              transition="width 1s linear"
            />
            <Text textStyle="sm" color="fg.muted" mt="2" aria-hidden="true">
              <Trans>
                Minęło {elapsed} s z około {estimate} s
              </Trans>
            </Text>
          </Box>
          {state.slow ? (
            <HStack
              role="status"
              align="flex-start"
              gap="3"
              bg="bg.warning"
              color="fg.warning"
              borderRadius="lg"
              p="4"
            >
              <Box fontSize="xl" flexShrink={0} aria-hidden="true">
                <AlertTriangleIcon />
              </Box>
              <Text fontWeight="medium">
                <Trans>
                  Połączenie jest zbyt wolne. Wysyłanie trwa dłużej niż zwykle – poczekaj, nie zamykaj strony.
                </Trans>
              </Text>
            </HStack>
          ) : null}
        </Stack>
      </Box>
    </Flex>
  );
}
