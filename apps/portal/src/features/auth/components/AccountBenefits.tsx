// portal-spec §2 Login page: an expandable text about the benefits of an account.
import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircleIcon, ChevronDownIcon } from '@portal/ui';
import { useId, useState } from 'react';

const benefits = [
  msg`sprawdzisz na bieżąco status swoich spraw i ich historię,`,
  msg`wyślesz do sprawy kolejne dokumenty bez wizyty w biurze,`,
  msg`zapłacisz faktury online albo pobierzesz dane do przelewu,`,
  msg`dostaniesz powiadomienie, gdy w sprawie pojawi się coś nowego.`,
];

export function AccountBenefits() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Button
        variant="plain"
        color="brand.fg"
        fontWeight="semibold"
        px="0"
        h="auto"
        minH="11"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
        textDecoration="underline"
        textUnderlineOffset="3px"
      >
        <Trans>Co daje konto w portalu?</Trans>
        <ChevronDownIcon
          transform={open ? 'rotate(180deg)' : undefined}
          transition="transform 0.2s"
          fontSize="lg"
        />
      </Button>
      <Stack id={regionId} hidden={!open} gap="3" pt="2">
        <Text color="fg">
          <Trans>Z kontem w Portalu Klienta:</Trans>
        </Text>
        <List.Root gap="2" variant="plain">
          {benefits.map((benefit) => (
            <List.Item key={benefit.id} alignItems="flex-start">
              <List.Indicator color="fg.success" mt="0.5">
                <CheckCircleIcon boxSize="5" />
              </List.Indicator>
              {i18n._(benefit)}
            </List.Item>
          ))}
        </List.Root>
        <Text color="fg.muted" textStyle="sm">
          <Trans>
            Konto założysz, składając wniosek o rejestrację konta. Potrzebny będzie numer warunków
            przyłączenia i adres e-mail podany we wniosku.
          </Trans>
        </Text>
      </Stack>
    </Box>
  );
}
