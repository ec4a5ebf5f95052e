// portal-spec §2 and §3 Case details: the case history (date, value, description), newest first, 3 shown
// and 3 more each time.
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IssueHistoryItem } from '@portal/api-contract';
import { formatDate, DisclosureCard } from '@portal/ui';
import { ShowMoreList } from './ShowMoreList.tsx';

export function HistoryCard({ history }: { history: readonly IssueHistoryItem[] }) {
  const { t } = useLingui();
  const count = plural(history.length, { one: '# wpis', few: '# wpisy', many: '# wpisów', other: '# wpisu' });
  return (
    <DisclosureCard title={<Trans>Historia sprawy</Trans>} meta={count}>
      {history.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Historia sprawy jest jeszcze pusta.</Trans>
        </Text>
      ) : (
        <ShowMoreList
          label={t`Historia sprawy`}
          items={history}
          itemKey={(item, index) => `${item.date}-${index}`}
          renderItem={(item) => (
            <Flex gap="4" align="flex-start">
              <chakra.time
                dateTime={item.date}
                flexShrink={0}
                minW="24"
                textStyle="sm"
                color="fg.muted"
                fontVariantNumeric="tabular-nums"
                pt="0.5"
              >
                {formatDate(item.date)}
              </chakra.time>
              <Box>
                <Text fontWeight="semibold">{item.value}</Text>
                {item.description ? (
                  <Text textStyle="sm" color="fg.muted">
                    {item.description}
                  </Text>
                ) : null}
              </Box>
            </Flex>
          )}
        />
      )}
    </DisclosureCard>
  );
}
