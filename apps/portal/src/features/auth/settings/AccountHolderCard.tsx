// Customer journeys: the account's data the settings show: the login and the holder the registration gave (name
// and phone), the data a new application starts with. Read only: a new application can change each of
// them for itself, and "Pobierz moje dane" gives them too.
import { Button, Flex, Grid, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { BreakableEmail, Card, ErrorBox } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { AccountHolder } from '@portal/api-contract';
import type { ReactNode } from 'react';
import { accountHolderQuery } from '../../../shared/account/accountHolder.ts';

function Entry({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      {/* Stacked on a phone: each value closer to its own label than to the next one. */}
      <Text as="dd" fontWeight="medium" minW="0" overflowWrap="anywhere" mb={{ base: '3', sm: '0' }}>
        {value ?? (
          <Text as="span" color="fg.muted" fontWeight="normal">
            <Trans>Nie podano</Trans>
          </Text>
        )}
      </Text>
    </>
  );
}

function HolderFacts({ holder }: { holder: AccountHolder }) {
  const name = [holder.firstName, holder.lastName].filter(Boolean).join(' ') || null;
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', sm: 'auto 1fr' }}
      columnGap="6"
      rowGap={{ base: '0.5', sm: '2' }}
    >
      <Entry
        label={<Trans>Adres e-mail (login)</Trans>}
        value={<BreakableEmail>{holder.email}</BreakableEmail>}
      />
      <Entry label={<Trans>Imię i nazwisko</Trans>} value={name} />
      <Entry label={<Trans>Telefon</Trans>} value={holder.phone} />
    </Grid>
  );
}

export function AccountHolderCard() {
  const holder = useQuery(accountHolderQuery);
  return (
    <Card
      title={<Trans>Dane konta</Trans>}
      description={
        <Trans>
          Tymi danymi wypełnimy nowy wniosek. W każdym wniosku możesz je zmienić. Imię, nazwisko i telefon
          pochodzą z wniosku o rejestrację konta.
        </Trans>
      }
    >
      {holder.isPending ? (
        <Flex align="center" gap="3" role="status" color="fg.muted" minH="24">
          <Spinner size="sm" color="brand.solid" />
          <Trans>Wczytujemy dane konta…</Trans>
        </Flex>
      ) : holder.isError ? (
        <ErrorBox
          title={<Trans>Nie udało się wczytać danych konta</Trans>}
          actions={
            <Button size="sm" variant="outline" onClick={() => void holder.refetch()}>
              <Trans>Spróbuj ponownie</Trans>
            </Button>
          }
        />
      ) : (
        <HolderFacts holder={holder.data} />
      )}
    </Card>
  );
}
