import { Alert, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ErrorBoxProps {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links that let the user recover, e.g. 'try again'. */
  actions?: ReactNode;
  status?: 'error' | 'warning' | 'info' | 'success';
}

/**
 * An inline message box, e.g. portal-spec §2 Account activation: "the account cannot be activated because
 * the link expired or is invalid". Errors are announced as an alert, other statuses politely.
 */
export function ErrorBox({ title, children, actions, status = 'error' }: ErrorBoxProps) {
  return (
    <Alert.Root
      status={status}
      variant="surface"
      borderRadius="lg"
      role={status === 'error' ? 'alert' : 'status'}
      alignItems="flex-start"
    >
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontWeight="semibold" textStyle="md">
          {title}
        </Alert.Title>
        {children ? (
          <Alert.Description textStyle="sm" color="fg">
            {children}
          </Alert.Description>
        ) : null}
        {actions ? (
          <Flex gap="3" wrap="wrap" mt="2">
            {actions}
          </Flex>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
