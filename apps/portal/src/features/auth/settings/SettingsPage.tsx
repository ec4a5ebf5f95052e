// portal-spec §2 Settings (your account): a header with a submit-application button, the change-password
// card and the two-factor card: the customer's data to download and the end of the account;
// Customer journeys: the account's data (the holder's name and phone a new application starts with).
import { SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRightIcon, BreakableEmail, ButtonLink, Page, PageHeading } from '@portal/ui';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useAuthPorts } from '../authPorts.tsx';
import { authPaths } from '../lib/paths.ts';
import { AccountHolderCard } from './AccountHolderCard.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { CloseAccountCard } from './CloseAccountCard.tsx';
import { YourDataCard } from './YourDataCard.tsx';
import { TwoFactorCard, type TwoFactorCardProps } from './TwoFactorCard.tsx';

export type SettingsPageProps = Pick<TwoFactorCardProps, 'setupModal'>;

export function SettingsPage({ setupModal }: SettingsPageProps = {}) {
  const { t } = useLingui();
  useDocumentTitle(t`Twoje konto`);
  const userName = useAuthPorts().useSessionView((view) => view.userName);
  return (
    <Page>
      <PageHeading
        title={<Trans>Twoje konto</Trans>}
        description={
          userName ? (
            <Trans>
              Zalogowano jako <BreakableEmail as="strong">{userName}</BreakableEmail>. Zmień hasło, zabezpiecz
              konto weryfikacją dwuetapową, pobierz swoje dane albo usuń konto.
            </Trans>
          ) : null
        }
        actions={
          <ButtonLink href={authPaths.submitApplication} colorPalette="accent" size="lg" fontWeight="bold">
            <Trans>Złóż wniosek</Trans>
            <ArrowRightIcon />
          </ButtonLink>
        }
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }} alignItems="start">
        <AccountHolderCard />
        <ChangePasswordCard email={userName} />
        <TwoFactorCard {...(setupModal ? { setupModal } : {})} />
        <YourDataCard />
        <CloseAccountCard />
      </SimpleGrid>
    </Page>
  );
}
