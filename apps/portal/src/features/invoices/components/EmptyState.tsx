// portal-spec §2 Invoices empty states: 'Wszystkie dokumenty są opłacone. Dziękujemy.', 'Brak płatności
// historycznych.' and 'Brak wyników dla podanych kryteriów filtrowania'.
import { Circle, Flex, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ReactElement;
  children: ReactNode;
  tone?: 'success' | 'neutral';
  action?: ReactNode;
}

export function EmptyState({ icon, children, tone = 'neutral', action }: EmptyStateProps) {
  return (
    <Flex
      direction="column"
      align="center"
      textAlign="center"
      gap="3"
      px={{ base: '4', md: '6' }}
      py={{ base: '8', md: '10' }}
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <Circle
        size="12"
        fontSize="2xl"
        bg={tone === 'success' ? 'bg.success' : 'bg.muted'}
        color={tone === 'success' ? 'fg.success' : 'fg.muted'}
      >
        {icon}
      </Circle>
      <Text textStyle="md" fontWeight="semibold" color="fg" maxW="md">
        {children}
      </Text>
      {action}
    </Flex>
  );
}
