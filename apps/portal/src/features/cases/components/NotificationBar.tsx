// portal-spec §2 Case details: a top bar with the case's notification, which the user can dismiss.
import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellIcon, CloseIcon } from '@portal/ui';

export interface NotificationBarProps {
  message: string;
  onDismiss: () => void;
}

export function NotificationBar({ message, onDismiss }: NotificationBarProps) {
  const { t } = useLingui();
  return (
    <Flex
      as="section"
      aria-label={t`Powiadomienie do sprawy`}
      gap="3"
      align="flex-start"
      bg="bg.error"
      borderWidth="1px"
      borderColor="border.error"
      borderLeftWidth="4px"
      borderRadius="xl"
      px={{ base: '4', md: '5' }}
      py="3"
      mb="6"
    >
      <Box fontSize="xl" color="fg.error" mt="0.5" flexShrink={0}>
        <BellIcon />
      </Box>
      <Box flex="1">
        <Text fontWeight="bold" color="fg.error">
          <Trans>Powiadomienie</Trans>
        </Text>
        <Text color="fg">{message}</Text>
      </Box>
      <IconButton
        aria-label={t`Ukryj powiadomienie`}
        variant="ghost"
        size="sm"
        color="fg.error"
        onClick={onDismiss}
      >
        <CloseIcon />
      </IconButton>
    </Flex>
  );
}
