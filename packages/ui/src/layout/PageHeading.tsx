import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  /** The screen's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** E.g. the submit-application button of portal-spec §2 Settings. */
  actions?: ReactNode;
}

export function PageHeading({ title, description, actions }: PageHeadingProps) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      justify="space-between"
      gap="4"
      mb={{ base: '6', md: '8' }}
    >
      <Stack gap="2" maxW="3xl">
        <Heading
          as="h1"
          textStyle={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          color="brand.fg"
          lineHeight="1.2"
        >
          {title}
        </Heading>
        {description ? (
          <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <Flex gap="3" wrap="wrap" flexShrink={0}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
