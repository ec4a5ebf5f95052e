// "Try again" for a query that failed: fetches it again, busy while it does. Every screen that can fail to
// load says and does the same.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export interface RetryButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}

export function RetryButton({ query, ...rest }: RetryButtonProps) {
  return (
    <Button colorPalette="brand" onClick={() => void query.refetch()} loading={query.isFetching} {...rest}>
      <Trans>Spróbuj ponownie</Trans>
    </Button>
  );
}
