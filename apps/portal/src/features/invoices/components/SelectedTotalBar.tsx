// portal-spec §2 Invoices: a bar shows the total of the selected invoices, with the pay (total_selected)
// and transfer-data actions for them. It sticks to the bottom of the screen while something is selected,
// so the actions stay at hand in a long list; the total is announced politely as it changes.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, BankIcon, CardIcon } from '@portal/ui';
import type { PayButtonState } from '../stores/paymentStore.ts';

export interface SelectedTotalBarProps {
  count: number;
  /** Decimal string. */
  total: string;
  payState: PayButtonState;
  onPay: () => void;
  onTransfer: () => void;
  onClear: () => void;
}

export function SelectedTotalBar({
  count,
  total,
  payState,
  onPay,
  onTransfer,
  onClear,
}: SelectedTotalBarProps) {
  const { t } = useLingui();
  const amount = formatMoney(total);
  const none = count === 0;
  return (
    <Box
      position={none ? 'static' : 'sticky'}
      bottom="0"
      zIndex="docked"
      bg={none ? 'bg.subtle' : 'brand.800'}
      color={none ? 'fg' : 'white'}
      borderBottomRadius="xl"
      borderTopWidth="1px"
      borderColor={none ? 'border.muted' : 'brand.800'}
      boxShadow={none ? undefined : 'raisedUp'}
      px={{ base: '4', md: '6' }}
      py={{ base: '3', md: '4' }}
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        justify="space-between"
        gap="3"
      >
        <Stack gap="0" aria-live="polite" aria-atomic="true">
          {none ? (
            <Text textStyle="sm" color="fg.muted">
              <Trans>Zaznacz dokumenty, aby zapłacić za nie jedną płatnością.</Trans>
            </Text>
          ) : (
            <>
              <Text textStyle="sm" color="brand.100">
                <Plural
                  value={count}
                  one="Zaznaczono # dokument"
                  few="Zaznaczono # dokumenty"
                  many="Zaznaczono # dokumentów"
                  other="Zaznaczono # dokumentu"
                />
              </Text>
              <Text textStyle="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
                <Trans>Razem: {amount}</Trans>
              </Text>
            </>
          )}
        </Stack>
        <Box
          // On a phone the disabled actions would only crowd the hint; they appear with the first selection.
          display={{ base: none ? 'none' : 'grid', sm: 'flex' }}
          gridTemplateColumns="1fr 1fr"
          gap="2"
          justifyContent="flex-end"
          alignItems="center"
        >
          {none ? null : (
            <Button
              variant="ghost"
              size="md"
              color="white"
              _hover={{ bg: 'brand.700' }}
              onClick={onClear}
              order={{ base: 3, sm: 0 }}
              aria-label={t`Wyczyść zaznaczenie`}
            >
              <Trans>Wyczyść</Trans>
            </Button>
          )}
          <Button
            variant={none ? 'outline' : 'surface'}
            colorPalette="brand"
            size="md"
            onClick={onTransfer}
            disabled={none}
            order={{ base: 2, sm: 0 }}
            aria-label={t`Dane do przelewu: zaznaczone dokumenty`}
          >
            <BankIcon />
            <Trans>Dane do przelewu</Trans>
          </Button>
          <Button
            colorPalette={none ? 'brand' : 'accent'}
            size="md"
            onClick={onPay}
            loading={payState.loading}
            loadingText={t`Przekierowujemy…`}
            disabled={none || payState.disabled}
            order={{ base: 1, sm: 0 }}
            gridColumn="1 / -1"
            aria-label={t`Zapłać zaznaczone dokumenty`}
          >
            <CardIcon />
            <Trans>Zapłać zaznaczone</Trans>
          </Button>
        </Box>
      </Flex>
    </Box>
  );
}
