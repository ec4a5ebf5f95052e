// portal-spec §2 Header: the count of issue notifications, as the case list brings it (useIssueNotificationsFeed).
// Performance: only these two read the count, so its arrival after a page's first render draws them alone
// rather than the menus or the whole header.
import { Badge, Box, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useNotificationStore } from '../../../shared/notifications/notificationStore.ts';

function useNotificationCount(): number {
  return useNotificationStore((s) => s.issuesNotification);
}

/** The count next to the Notifications menu entry. */
export function NotificationBadge() {
  const count = useNotificationCount();
  if (count <= 0) return null;
  return (
    <Badge
      colorPalette="accent"
      variant="solid"
      borderRadius="full"
      minW="5"
      justifyContent="center"
      fontWeight="bold"
    >
      <VisuallyHidden>
        <Trans>nowe:</Trans>
      </VisuallyHidden>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

/** The dot on the phone's menu button while there are notifications. */
export function NotificationDot() {
  const count = useNotificationCount();
  if (count <= 0) return null;
  return <Box position="absolute" top="1" right="1" boxSize="2.5" borderRadius="full" bg="accent.solid" />;
}
