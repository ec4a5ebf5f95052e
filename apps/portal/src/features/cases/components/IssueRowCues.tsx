// portal-spec §2 Case list, row highlight: rows with a notification are red-muted and recent rows are
// blue-muted. The colour is repeated as text (WCAG 1.4.1: not by colour alone).
import { Badge, Flex, HStack, Box, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { IssueListItem } from '@portal/api-contract';
import { BellIcon, SparkleIcon } from '@portal/ui';

export function rowBackground(issue: Pick<IssueListItem, 'notification' | 'recent'>): string | undefined {
  if (issue.notification) return 'bg.rowNotification';
  if (issue.recent) return 'bg.rowRecent';
  return undefined;
}

export function rowHoverBackground(issue: Pick<IssueListItem, 'notification' | 'recent'>): string {
  if (issue.notification) return 'red.100';
  if (issue.recent) return 'brand.100';
  return 'bg.muted';
}

export function rowAccent(issue: Pick<IssueListItem, 'notification' | 'recent'>): string {
  if (issue.notification) return 'border.error';
  if (issue.recent) return 'border.info';
  return 'border.muted';
}

export function IssueCueBadges({ issue }: { issue: Pick<IssueListItem, 'notification' | 'recent'> }) {
  if (!issue.notification && !issue.recent) return null;
  return (
    <Flex gap="1.5" wrap="wrap">
      {issue.notification ? (
        <Badge colorPalette="red" variant="solid" size="sm" borderRadius="full" gap="1">
          <BellIcon />
          <Trans>Powiadomienie</Trans>
        </Badge>
      ) : null}
      {issue.recent ? (
        <Badge colorPalette="brand" variant="solid" size="sm" borderRadius="full" gap="1">
          <SparkleIcon />
          <Trans>Nowa</Trans>
        </Badge>
      ) : null}
    </Flex>
  );
}

/** Explains the row colours above the list. */
export function IssueCueLegend() {
  return (
    <HStack gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
      <HStack gap="2">
        <Box
          w="4"
          h="4"
          borderRadius="sm"
          bg="bg.rowNotification"
          borderWidth="1px"
          borderColor="border.error"
          aria-hidden="true"
        />
        <Text>
          <Trans>sprawa z powiadomieniem</Trans>
        </Text>
      </HStack>
      <HStack gap="2">
        <Box
          w="4"
          h="4"
          borderRadius="sm"
          bg="bg.rowRecent"
          borderWidth="1px"
          borderColor="border.info"
          aria-hidden="true"
        />
        <Text>
          <Trans>nowa sprawa</Trans>
        </Text>
      </HStack>
    </HStack>
  );
}
