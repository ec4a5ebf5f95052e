// portal-spec §4 Case statuses: the status timeline of the case details (the rules are in
// lib/statusTimeline.ts). Three steps, application, implementation and completion, joined by lines; the
// state of each step is also said in words for screen readers, and the current one is aria-current.
import { Box, chakra, Circle, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircleIcon, CheckIcon, CloseIcon, DisclosureCard } from '@portal/ui';
import type { ReactNode } from 'react';
import { statusTimeline, type LineState, type StepState } from '../lib/statusTimeline.ts';
import { StatusBadge } from './StatusBadge.tsx';

const circleStyles: Record<StepState, { bg: string; color: string; borderColor: string }> = {
  default: { bg: 'bg.panel', color: 'fg.muted', borderColor: 'gray.400' },
  active: { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
  ok: { bg: 'green.solid', color: 'white', borderColor: 'green.solid' },
  error: { bg: 'red.solid', color: 'white', borderColor: 'red.solid' },
};

const lineColors: Record<LineState, string> = {
  default: 'gray.300',
  ok: 'green.solid',
  error: 'red.solid',
};

export interface StatusTimelineProps {
  status: string;
  statusDescription?: string | null;
}

export function StatusTimeline({ status, statusDescription }: StatusTimelineProps) {
  const { t } = useLingui();
  const timeline = statusTimeline(status);
  const stateText: Record<StepState, string> = {
    default: t`etap nierozpoczęty`,
    active: t`etap bieżący`,
    ok: t`etap zakończony`,
    error: t`etap anulowany`,
  };

  const current = (
    <Flex gap="3" align="center" wrap="wrap">
      {timeline.kind === 'accepted' || (timeline.kind === 'steps' && timeline.statusIcon) ? (
        <Box fontSize="3xl" color="fg.success" data-testid="status-icon">
          <CheckCircleIcon />
        </Box>
      ) : null}
      <Box>
        <Text textStyle="xs" color="fg.muted">
          <Trans>Aktualny status</Trans>
        </Text>
        <StatusBadge status={status} />
        {statusDescription ? (
          <Text textStyle="sm" color="fg.muted" mt="1">
            {statusDescription}
          </Text>
        ) : null}
      </Box>
    </Flex>
  );

  if (timeline.kind === 'accepted') {
    return (
      <DisclosureCard title={<Trans>Status sprawy</Trans>}>
        <Stack gap="3">
          {current}
          <Text color="fg.muted" textStyle="sm">
            <Trans>Zgłoszenie zostało przyjęte przez operatora.</Trans>
          </Text>
        </Stack>
      </DisclosureCard>
    );
  }

  const labels: ReactNode[] = [
    <Trans key="a">Zgłoszenie</Trans>,
    <Trans key="b">Realizacja</Trans>,
    timeline.canceled ? <Trans key="c">Anulowane</Trans> : <Trans key="c">Zakończenie</Trans>,
  ];

  return (
    <DisclosureCard title={<Trans>Status sprawy</Trans>}>
      <Stack gap="6">
        {current}
        <chakra.ol aria-label={t`Etapy sprawy`} display="flex" listStyleType="none" m="0" p="0">
          {timeline.steps.map((state, index) => {
            const line = index > 0 ? timeline.lines[index - 1] : undefined;
            const style = circleStyles[state];
            return (
              <chakra.li
                key={index}
                flex="1"
                position="relative"
                display="flex"
                flexDirection="column"
                alignItems="center"
                textAlign="center"
                gap="2"
                aria-current={state === 'active' ? 'step' : undefined}
                data-state={state}
                data-line={line}
              >
                {line ? (
                  <Box
                    aria-hidden="true"
                    position="absolute"
                    top="4.5"
                    left="-50%"
                    right="50%"
                    mx="6"
                    h="1"
                    borderRadius="full"
                    bg={lineColors[line]}
                  />
                ) : null}
                <Circle
                  size="10"
                  borderWidth="2px"
                  bg={style.bg}
                  color={style.color}
                  borderColor={style.borderColor}
                  fontWeight="bold"
                  outlineWidth={state === 'active' ? '4px' : undefined}
                  outlineStyle="solid"
                  outlineColor="brand.100"
                  aria-hidden="true"
                >
                  {state === 'ok' ? <CheckIcon /> : state === 'error' ? <CloseIcon /> : index + 1}
                </Circle>
                <Text
                  textStyle="sm"
                  px="1"
                  lineHeight="1.3"
                  fontWeight={state === 'default' ? 'normal' : 'semibold'}
                  color={state === 'error' ? 'fg.error' : state === 'default' ? 'fg.muted' : 'fg'}
                >
                  {labels[index]}
                  <VisuallyHidden>, {stateText[state]}</VisuallyHidden>
                </Text>
              </chakra.li>
            );
          })}
        </chakra.ol>
      </Stack>
    </DisclosureCard>
  );
}
