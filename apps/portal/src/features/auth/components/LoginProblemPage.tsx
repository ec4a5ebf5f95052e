// portal-spec §2 Login page: a login problem page, linked from the login box, that mentions contacting
// the investment department. It gathers the ways back into an account the portal offers: forgot-password
// (which also unlocks a locked account, docs/decisions.md), offline recovery of two-factor access at a
// customer office (3 working days, §9), and registration.
import { Box, Circle, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRightIcon,
  ButtonLink,
  LockIcon,
  MailIcon,
  Page,
  PageHeading,
  UserIcon,
  BuildingIcon,
  KeyIcon,
  SmartphoneIcon,
} from '@portal/ui';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { authPaths } from '../lib/paths.ts';

interface ProblemProps {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}

function Problem({ icon, title, children, action }: ProblemProps) {
  return (
    <Flex
      as="section"
      gap={{ base: '4', md: '5' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      boxShadow="xs"
      p={{ base: '5', md: '7' }}
      direction={{ base: 'column', sm: 'row' }}
    >
      <Circle size="12" bg="brand.subtle" color="brand.fg" fontSize="2xl" flexShrink={0}>
        {icon}
      </Circle>
      <Stack gap="2" flex="1">
        <Heading as="h2" textStyle={{ base: 'lg', md: 'xl' }} fontWeight="bold" color="brand.fg">
          {title}
        </Heading>
        <Box color="fg" textStyle="md">
          {children}
        </Box>
        {action ? <Box pt="2">{action}</Box> : null}
      </Stack>
    </Flex>
  );
}

export function LoginProblemPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Problem z logowaniem`);
  return (
    <Page width="narrow">
      <PageHeading
        title={<Trans>Problem z logowaniem</Trans>}
        description={
          <Trans>Wybierz sytuację, która Cię dotyczy, i sprawdź, jak odzyskać dostęp do konta.</Trans>
        }
      />
      <Stack gap={{ base: '4', md: '5' }}>
        <Problem
          icon={<KeyIcon />}
          title={<Trans>Nie pamiętasz hasła</Trans>}
          action={
            <ButtonLink asChild variant="outline" size="md">
              <RouterLink to={authPaths.forgotPassword}>
                <Trans>Ustaw nowe hasło</Trans>
                <ArrowRightIcon />
              </RouterLink>
            </ButtonLink>
          }
        >
          <Trans>
            Podaj adres e-mail, którego używasz do logowania. Wyślemy na niego link do ustawienia nowego
            hasła.
          </Trans>
        </Problem>
        <Problem
          icon={<LockIcon />}
          title={<Trans>Konto zostało zablokowane</Trans>}
          action={
            <ButtonLink asChild variant="outline" size="md">
              <RouterLink to={authPaths.forgotPassword}>
                <Trans>Odblokuj konto</Trans>
                <ArrowRightIcon />
              </RouterLink>
            </ButtonLink>
          }
        >
          <Trans>
            Po wielu nieudanych próbach logowania blokujemy konto, aby nikt nie odgadł hasła. Ustaw nowe hasło
            – konto zostanie od razu odblokowane.
          </Trans>
        </Problem>
        <Problem icon={<SmartphoneIcon />} title={<Trans>Nie masz dostępu do aplikacji z kodami</Trans>}>
          <Trans>
            Jeśli masz włączoną weryfikację dwuetapową i nie masz dostępu do aplikacji uwierzytelniającej,
            przyjdź z dokumentem tożsamości do Biura Obsługi Klienta. Odzyskanie dostępu do konta trwa do 3
            dni roboczych.
          </Trans>
        </Problem>
        <Problem icon={<BuildingIcon />} title={<Trans>Konto nie pokazuje Twojej sprawy</Trans>}>
          <Trans>
            Jeśli Twoja sprawa przyłączeniowa nie jest widoczna w portalu albo dane w niej się nie zgadzają,
            skontaktuj się z działem inwestycji, który prowadzi Twoją sprawę. Dane kontaktowe znajdziesz w
            piśmie z warunkami przyłączenia.
          </Trans>
        </Problem>
        <Problem icon={<MailIcon />} title={<Trans>Nie dostałeś linku aktywacyjnego</Trans>}>
          <Trans>
            Sprawdź folder spam. Link aktywacyjny wysyłamy po zweryfikowaniu wniosku o rejestrację konta (do 7
            dni roboczych) i jest on ważny 7 dni. Jeśli link wygasł, skontaktuj się z działem inwestycji.
          </Trans>
        </Problem>
        <Problem
          icon={<UserIcon />}
          title={<Trans>Nie masz jeszcze konta</Trans>}
          action={
            <ButtonLink href={authPaths.registerAccount} variant="outline" size="md">
              <Trans>Zarejestruj konto</Trans>
              <ArrowRightIcon />
            </ButtonLink>
          }
        >
          <Trans>
            Konto założysz, składając wniosek o rejestrację konta. Potrzebny będzie numer warunków
            przyłączenia i adres e-mail podany we wniosku o przyłączenie.
          </Trans>
        </Problem>
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            Pamiętaj: nigdy nie prosimy o podanie hasła ani kodu z aplikacji przez telefon lub e-mail.
          </Trans>
        </Text>
        <Box>
          <ButtonLink asChild size="lg">
            <RouterLink to={authPaths.login}>
              <Trans>Wróć do logowania</Trans>
            </RouterLink>
          </ButtonLink>
        </Box>
      </Stack>
    </Page>
  );
}
