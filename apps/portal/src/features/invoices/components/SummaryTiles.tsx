// portal-spec §2 Invoices: two summary tiles, the total amount and the overdue amount, each with pay and
// transfer-data actions; '0,00 zł' when zero (and then nothing to pay, so the actions are off). Customer journeys:
// an invoice whose payment is under way stays in its tile's amount (it is owed until the provider confirms
// it), said as pending beneath; the actions pay the rest.
import { Button, Circle, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { decimalToGrosze, groszeToDecimal } from '@portal/api-contract/plain';
import {
  AlertTriangleIcon,
  CheckCircleIcon,
  Money,
  BankIcon,
  CardIcon,
  ClockIcon,
  WalletIcon,
  PanelSection,
} from '@portal/ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import type { PayButtonState } from '../stores/paymentStore.ts';

export interface SummaryTileProps {
  title: ReactNode;
  icon: ReactElement;
  /** What can be paid now (ACTIVE). */
  amount: string;
  count: number;
  /** Customer journeys: what a started payment waits for (PENDING), still owed. */
  pendingAmount?: string;
  pendingCount?: number;
  caption: ReactNode;
  tone: 'brand' | 'danger';
  payLabel: ReactNode;
  payAriaLabel: string;
  transferAriaLabel: string;
  payState: PayButtonState;
  onPay: () => void;
  onTransfer: () => void;
}

export function SummaryTile({
  title,
  icon,
  amount,
  count,
  pendingAmount = '0.00',
  pendingCount = 0,
  caption,
  tone,
  payLabel,
  payAriaLabel,
  transferAriaLabel,
  payState,
  onPay,
  onTransfer,
}: SummaryTileProps) {
  const { t } = useLingui();
  const headingId = useId();
  const empty = count === 0;
  const owed = count + pendingCount > 0;
  const danger = tone === 'danger' && owed;
  const shownAmount = groszeToDecimal(decimalToGrosze(amount) + decimalToGrosze(pendingAmount));
  return (
    <PanelSection
      labelledBy={headingId}
      borderColor={danger ? 'border.error' : 'border.muted'}
      borderTopWidth="4px"
      borderTopColor={danger ? 'border.error' : tone === 'brand' ? 'accent.solid' : 'border.muted'}
      p={{ base: '5', md: '6' }}
    >
      <Stack gap="4" h="full">
        <Flex align="center" gap="3">
          <Circle
            size="10"
            fontSize="xl"
            bg={danger ? 'bg.error' : 'brand.subtle'}
            color={danger ? 'fg.error' : 'brand.fg'}
            flexShrink={0}
          >
            {!owed && tone === 'danger' ? <CheckCircleIcon /> : icon}
          </Circle>
          <Heading as="h2" id={headingId} textStyle="lg" fontWeight="semibold" color="fg">
            {title}
          </Heading>
        </Flex>
        <Stack gap="1">
          <Money
            value={shownAmount}
            textStyle={{ base: '3xl', md: '4xl' }}
            fontWeight="bold"
            lineHeight="1.1"
            color={danger ? 'fg.error' : 'brand.fg'}
          />
          <Text textStyle="sm" color="fg.muted">
            {caption}
          </Text>
          {pendingCount > 0 ? (
            <Flex as="p" textStyle="sm" color="fg.warning" fontWeight="medium" gap="1.5" align="center">
              <ClockIcon />
              <span>
                <Plural
                  value={pendingCount}
                  one={
                    <Trans>
                      w tym <Money value={pendingAmount} /> w toku płatności (# dokument)
                    </Trans>
                  }
                  few={
                    <Trans>
                      w tym <Money value={pendingAmount} /> w toku płatności (# dokumenty)
                    </Trans>
                  }
                  many={
                    <Trans>
                      w tym <Money value={pendingAmount} /> w toku płatności (# dokumentów)
                    </Trans>
                  }
                  other={
                    <Trans>
                      w tym <Money value={pendingAmount} /> w toku płatności (# dokumentu)
                    </Trans>
                  }
                />
              </span>
            </Flex>
          ) : null}
        </Stack>
        <Flex gap="3" wrap="wrap" mt="auto">
          <Button
            colorPalette="brand"
            size="md"
            flex={{ base: '1 1 100%', sm: '0 0 auto' }}
            onClick={onPay}
            loading={payState.loading}
            loadingText={t`Przekierowujemy…`}
            disabled={empty || payState.disabled}
            aria-label={payAriaLabel}
          >
            <CardIcon />
            {payLabel}
          </Button>
          <Button
            variant="outline"
            colorPalette="brand"
            size="md"
            flex={{ base: '1 1 100%', sm: '0 0 auto' }}
            onClick={onTransfer}
            disabled={empty}
            aria-label={transferAriaLabel}
          >
            <BankIcon />
            <Trans>Dane do przelewu</Trans>
          </Button>
        </Flex>
      </Stack>
    </PanelSection>
  );
}

export interface SummaryTilesProps {
  totalAmount: string;
  totalCount: number;
  overdueAmount: string;
  overdueCount: number;
  pendingAmount?: string;
  pendingCount?: number;
  overduePendingAmount?: string;
  overduePendingCount?: number;
  totalPayState: PayButtonState;
  overduePayState: PayButtonState;
  onPayTotal: () => void;
  onPayOverdue: () => void;
  onTransferTotal: () => void;
  onTransferOverdue: () => void;
}

const pending = (amount: string | undefined, count: number | undefined) =>
  amount !== undefined && count !== undefined ? { pendingAmount: amount, pendingCount: count } : {};

export function SummaryTiles(props: SummaryTilesProps) {
  const { t } = useLingui();
  const { totalCount, overdueCount } = props;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }}>
      <SummaryTile
        title={<Trans>Do zapłaty łącznie</Trans>}
        icon={<WalletIcon />}
        tone="brand"
        amount={props.totalAmount}
        count={totalCount}
        {...pending(props.pendingAmount, props.pendingCount)}
        caption={
          totalCount === 0 ? (
            (props.pendingCount ?? 0) > 0 ? (
              <Trans>Nie masz innych dokumentów do zapłaty.</Trans>
            ) : (
              <Trans>Nie masz dokumentów do zapłaty.</Trans>
            )
          ) : (
            <Plural
              value={totalCount}
              one="# dokument do zapłaty"
              few="# dokumenty do zapłaty"
              many="# dokumentów do zapłaty"
              other="# dokumentu do zapłaty"
            />
          )
        }
        payLabel={<Trans>Zapłać całość</Trans>}
        payAriaLabel={t`Zapłać całość: wszystkie dokumenty do zapłaty`}
        transferAriaLabel={t`Dane do przelewu: wszystkie dokumenty do zapłaty`}
        payState={props.totalPayState}
        onPay={props.onPayTotal}
        onTransfer={props.onTransferTotal}
      />
      <SummaryTile
        title={<Trans>Po terminie płatności</Trans>}
        icon={<AlertTriangleIcon />}
        tone="danger"
        amount={props.overdueAmount}
        count={overdueCount}
        {...pending(props.overduePendingAmount, props.overduePendingCount)}
        caption={
          overdueCount === 0 ? (
            (props.overduePendingCount ?? 0) > 0 ? (
              <Trans>Nie masz innych zaległych płatności.</Trans>
            ) : (
              <Trans>Nie masz zaległych płatności.</Trans>
            )
          ) : (
            <Plural
              value={overdueCount}
              one="# dokument po terminie płatności"
              few="# dokumenty po terminie płatności"
              many="# dokumentów po terminie płatności"
              other="# dokumentu po terminie płatności"
            />
          )
        }
        payLabel={<Trans>Zapłać zaległe</Trans>}
        payAriaLabel={t`Zapłać zaległe: dokumenty po terminie płatności`}
        transferAriaLabel={t`Dane do przelewu: dokumenty po terminie płatności`}
        payState={props.overduePayState}
        onPay={props.onPayOverdue}
        onTransfer={props.onTransferOverdue}
      />
    </SimpleGrid>
  );
}
