// portal-spec §8: after failed logins the login form shows a captcha. Ours is ALTCHA proof of work
// (docs/decisions.md): the visitor ticks 'Nie jestem robotem' (or simply submits) and the browser does
// the work in the background; nothing is sent to a third party.
import { Box, Checkbox, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { CheckCircleIcon, ShieldCheckIcon } from '@portal/ui';
import { checkboxSlotRecipe } from '../components/formRecipes.ts';
import type { CaptchaStatus } from './useCaptcha.ts';

export interface CaptchaFieldProps {
  status: CaptchaStatus;
  onStart: () => void;
  /** A message beneath the box (e.g. the last attempt's captcha was refused). */
  error?: string | null;
}

export function CaptchaField({ status, onStart, error }: CaptchaFieldProps) {
  const solving = status === 'solving';
  const solved = status === 'solved';
  return (
    <Stack gap="1.5">
      <Flex
        align="center"
        justify="space-between"
        gap="3"
        borderWidth="1px"
        borderColor={error || status === 'failed' ? 'border.error' : 'border.emphasized'}
        borderRadius="md"
        bg="bg.canvas"
        px="4"
        py="3"
        aria-busy={solving}
      >
        <Flex align="center" gap="3" minH="8" wrap="wrap">
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            size="lg"
            checked={solving || solved}
            readOnly={solving || solved}
            invalid={Boolean(error) || status === 'failed'}
            onCheckedChange={(details) => {
              if (details.checked === true) onStart();
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control
              bg={solving || solved ? undefined : 'bg.panel'}
              borderColor="border.emphasized"
            />
            <Checkbox.Label fontWeight="medium" textStyle="md">
              <Trans>Nie jestem robotem</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
          <Flex align="center" gap="2" role="status" textStyle="sm" color="fg.muted">
            {solving ? (
              <>
                <Spinner size="xs" color="brand.solid" />
                <Trans>Weryfikacja…</Trans>
              </>
            ) : solved ? (
              <>
                <Box as="span" color="fg.success" aria-hidden="true" display="inline-flex">
                  <CheckCircleIcon />
                </Box>
                <Text as="span" color="fg.success" fontWeight="medium">
                  <Trans>Zweryfikowano</Trans>
                </Text>
              </>
            ) : null}
          </Flex>
        </Flex>
        <Flex align="center" gap="1.5" color="fg.muted" textStyle="xs" textAlign="end">
          <ShieldCheckIcon fontSize="md" />
          <Trans>Zabezpieczenie bez śledzenia</Trans>
        </Flex>
      </Flex>
      {status === 'failed' ? (
        <Text color="fg.error" textStyle="sm" fontWeight="medium" role="alert">
          <Trans>Nie udało się potwierdzić, że nie jesteś robotem. Zaznacz pole ponownie.</Trans>
        </Text>
      ) : error ? (
        <Text color="fg.error" textStyle="sm" fontWeight="medium" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
