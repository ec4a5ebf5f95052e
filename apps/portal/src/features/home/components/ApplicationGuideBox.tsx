// portal-spec §2 Login page, guide box for submitting an application: four bullet points (check the
// connection possibility; connect an object or raise power; micro-installation up to 50 kW; collision
// removal), a note on how to get an account (not while filing, as the spec's note has it, but by
// the registration application, once the connection conditions are issued), and a submit-application button.
// Beneath it, the information leaflet (portal-spec §7 'information-leaflet'): how an application goes.
import { Box, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INFORMATION_LEAFLET, leafletPath } from '@portal/api-contract/plain';
import { ArrowRightIcon, ButtonLink, Card, CheckCircleIcon, InfoIcon } from '@portal/ui';

/** portal-spec §2: the wizard's path (route built by the applications issue). */
export const SUBMIT_APPLICATION_PATH = '/skladanie-wniosku';
/** portal-spec §2: the account-registration application (form 100). */
const REGISTER_ACCOUNT_PATH = '/skladanie-wniosku-o-rejestracje-konta';

const purposes = [
  msg`sprawdzić możliwość przyłączenia do sieci,`,
  msg`przyłączyć obiekt lub zwiększyć moc przyłączeniową,`,
  msg`przyłączyć mikroinstalację o mocy do 50 kW,`,
  msg`usunąć kolizję z urządzeniami elektroenergetycznymi.`,
];

export interface ApplicationGuideBoxProps {
  /** 'wide' spreads the box over the whole grid row; 'column' when the login box stands beside it. */
  layout?: 'wide' | 'column';
}

export function ApplicationGuideBox({ layout = 'wide' }: ApplicationGuideBoxProps) {
  const { i18n } = useLingui();
  const wide = layout === 'wide';
  return (
    <Card accent>
      <Grid
        templateColumns={wide ? { base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' } : '1fr'}
        gap={{ base: '6', md: '10' }}
      >
        <Stack gap="4">
          <Heading as="h2" textStyle={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.fg">
            <Trans>Złóż wniosek</Trans>
          </Heading>
          <Text textStyle="md" color="fg">
            <Trans>
              Wniosek złożysz przez internet, bez wizyty w biurze obsługi klienta. Skorzystaj z niego, jeśli
              chcesz:
            </Trans>
          </Text>
          <List.Root gap="3" variant="plain">
            {purposes.map((purpose) => (
              <List.Item key={purpose.id} alignItems="flex-start" textStyle="md">
                <List.Indicator color="fg.success" mt="0.5">
                  <CheckCircleIcon boxSize="5" />
                </List.Indicator>
                {i18n._(purpose)}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Stack
          gap="5"
          justify="center"
          bg="brand.subtle"
          borderRadius="lg"
          p={{ base: '5', md: '6' }}
          alignSelf={wide ? 'center' : 'stretch'}
        >
          <Stack direction="row" gap="3" align="flex-start">
            <Box color="brand.fg" fontSize="xl" mt="0.5" flexShrink={0}>
              <InfoIcon />
            </Box>
            {/* The link is inline, not Chakra's inline-flex: the comma after it stays on its line. */}
            <Text textStyle="md" color="fg">
              <Trans>
                Nie masz konta? Nie szkodzi – wniosek złożysz bez konta. Konto w portalu założysz później,{' '}
                <Link
                  href={REGISTER_ACCOUNT_PATH}
                  display="inline"
                  color="brand.fg"
                  textDecoration="underline"
                >
                  wnioskiem o rejestrację konta
                </Link>
                , gdy dostaniesz warunki przyłączenia: potrzebny będzie ich numer.
              </Trans>
            </Text>
          </Stack>
          <ButtonLink
            href={SUBMIT_APPLICATION_PATH}
            colorPalette="accent"
            size="xl"
            w="full"
            fontWeight="bold"
          >
            <Trans>Złóż wniosek</Trans>
            <ArrowRightIcon />
          </ButtonLink>
          {/* A plain link: the server names the file (no `download` attribute to override it). */}
          <Link
            href={leafletPath(INFORMATION_LEAFLET)}
            alignSelf="center"
            textAlign="center"
            color="brand.fg"
            fontWeight="semibold"
            textDecoration="underline"
          >
            <Trans>Pobierz ulotkę informacyjną: jak złożyć wniosek (PDF)</Trans>
          </Link>
        </Stack>
      </Grid>
    </Card>
  );
}
