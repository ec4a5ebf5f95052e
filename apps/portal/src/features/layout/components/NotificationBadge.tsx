import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The count of issue notifications next to the Notifications menu entry (portal-spec §2 Header). */
export function NotificationBadge({ count }: { count: number }) {
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
