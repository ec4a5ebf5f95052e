// applications-spec §2 "Wizard": three steps — case type, case kind (or a shortcut), the application — with
// a progress bar. Steps already passed are links back (the address keeps the choice, so back works too).
import { Box, chakra, Circle, Flex, Link, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon } from '@portal/ui';
import { memo, type ReactElement } from 'react';

export interface JourneyStep {
  readonly label: string;
  /** A router link back to this step (steps before the current one). */
  readonly link?: (label: string) => ReactElement;
}

export interface JourneyProgressProps {
  readonly steps: readonly JourneyStep[];
  /** 1-based. */
  readonly current: number;
}

// Memoized: the wizard's page draws again on its own (hydration, the form's step in the address) with the
// same steps.
export const JourneyProgress = memo(function JourneyProgress({ steps, current }: JourneyProgressProps) {
  const { t } = useLingui();
  const total = steps.length;
  const currentLabel = steps[current - 1]?.label ?? '';
  return (
    <Box as="nav" aria-label={t`Postęp składania wniosku`} mb={{ base: '6', md: '8' }}>
      <Text id="postep-skladania" fontWeight="semibold" color="fg" mb="2" hideFrom="md">
        {t`Krok ${current} z ${total}: ${currentLabel}`}
      </Text>
      <Box
        role="progressbar"
        aria-labelledby="postep-skladania"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={t`Krok ${current} z ${total}: ${currentLabel}`}
        display="grid"
        gridTemplateColumns={`repeat(${total},1fr)`}
        gap="1.5"
        hideFrom="md"
      >
        {steps.map((step, index) => (
          <Box
            key={step.label}
            h="1.5"
            borderRadius="full"
            bg={index < current ? 'brand.solid' : 'gray.200'}
          />
        ))}
      </Box>
      <chakra.ol
        display={{ base: 'none', md: 'flex' }}
        listStyleType="none"
        m="0"
        p="0"
        gap="0"
        alignItems="center"
      >
        {steps.map((step, index) => {
          const number = index + 1;
          const done = number < current;
          const isCurrent = number === current;
          return (
            <chakra.li
              key={step.label}
              display="flex"
              alignItems="center"
              flex={index < total - 1 ? '1' : '0 0 auto'}
              gap="3"
              aria-current={isCurrent ? 'step' : undefined}
            >
              <Flex align="center" gap="3" flexShrink={0}>
                <Circle
                  size="9"
                  fontWeight="bold"
                  textStyle="sm"
                  bg={done || isCurrent ? 'brand.solid' : 'bg.panel'}
                  color={done || isCurrent ? 'brand.contrast' : 'fg.muted'}
                  borderWidth="2px"
                  borderColor={done || isCurrent ? 'brand.solid' : 'border'}
                  aria-hidden="true"
                >
                  {done ? <CheckIcon /> : number}
                </Circle>
                <Text
                  as="span"
                  fontWeight={isCurrent ? 'bold' : 'medium'}
                  color={isCurrent ? 'fg' : done ? 'brand.fg' : 'fg.muted'}
                >
                  <chakra.span srOnly>{t`Krok ${number} z ${total}:`} </chakra.span>
                  {done && step.link ? (
                    <Link asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
                      {step.link(step.label)}
                    </Link>
                  ) : (
                    step.label
                  )}
                  {done ? <chakra.span srOnly> {t`(ukończony)`}</chakra.span> : null}
                </Text>
              </Flex>
              {index < total - 1 ? (
                <Box
                  flex="1"
                  h="0.5"
                  mx="2"
                  minW="6"
                  borderRadius="full"
                  bg={done ? 'brand.solid' : 'gray.200'}
                  aria-hidden="true"
                />
              ) : null}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
});
