// A headed tile of the wizard (applications-spec §2 "headed tiles"): the heading is the link, stretched over
// the whole card, so the card is one click target and the link's name is just the title.
import { Badge, Box, Flex, Grid, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { ArrowRightIcon, focusRing } from '@portal/ui';
import type { ReactElement, ReactNode } from 'react';

export interface ChoiceCardProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** The router link, given the title as its content. Absent: the choice is not available. */
  readonly link?: ((title: string) => ReactElement) | undefined;
  readonly headingAs?: 'h2' | 'h3';
  /** Small labels under the text, e.g. "Formularz PDF" or "Masz zapisany szkic". */
  readonly badges?: ReactNode;
  readonly footer?: ReactNode;
  /** A larger card for the case types of step 1. */
  readonly emphasis?: boolean;
}

export function ChoiceCard({
  title,
  description,
  link,
  headingAs = 'h2',
  badges,
  footer,
  emphasis = false,
}: ChoiceCardProps) {
  return (
    <Flex
      direction="column"
      position="relative"
      h="full"
      gap="2"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      boxShadow="xs"
      p={{ base: '5', md: emphasis ? '7' : '6' }}
      pe={{ base: '12', md: '14' }}
      transition="border-color 0.15s, box-shadow 0.15s"
      opacity={link ? 1 : 0.75}
      _hover={link ? { borderColor: 'brand.border', boxShadow: 'md' } : {}}
      css={{
        '&:has(a:focus-visible)': focusRing('2px', '3px'),
      }}
    >
      <Heading
        as={headingAs}
        textStyle={emphasis ? { base: 'xl', md: '2xl' } : { base: 'lg', md: 'xl' }}
        fontWeight="bold"
        color="brand.fg"
        lineHeight="1.3"
      >
        {link ? (
          <Link
            asChild
            color="inherit"
            textDecoration="none"
            _hover={{ textDecoration: 'underline' }}
            _focusVisible={{ outline: 'none' }}
            css={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
          >
            {link(title)}
          </Link>
        ) : (
          title
        )}
      </Heading>
      {description ? (
        <Text color="fg.muted" textStyle="md">
          {description}
        </Text>
      ) : null}
      {badges ? (
        <HStack gap="2" wrap="wrap" mt="1">
          {badges}
        </HStack>
      ) : null}
      {footer ? (
        <Box mt="auto" pt="2">
          {footer}
        </Box>
      ) : null}
      {link ? (
        <Box
          position="absolute"
          top={{ base: '5', md: emphasis ? '7' : '6' }}
          right={{ base: '4', md: '5' }}
          color="brand.fg"
          fontSize="xl"
          aria-hidden="true"
        >
          <ArrowRightIcon />
        </Box>
      ) : null}
    </Flex>
  );
}

export function ChoiceBadge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'accent';
}) {
  return (
    <Badge
      variant="subtle"
      size="md"
      bg={tone === 'accent' ? 'accent.muted' : 'brand.subtle'}
      color={tone === 'accent' ? 'accent.fg' : 'brand.fg'}
      borderRadius="md"
      px="2"
      fontWeight="semibold"
    >
      {children}
    </Badge>
  );
}

const columns = (count: number) => `repeat(${count},minmax(0,1fr))`;

/** A step's choice cards as a list: one column on phones, `md` columns from md and `lg` from lg. */
export function ChoiceGrid({ md, lg, children }: { md: number; lg?: number; children: ReactNode }) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      templateColumns={{ base: '1fr', md: columns(md), ...(lg ? { lg: columns(lg) } : {}) }}
      gap={{ base: '4', md: '5' }}
    >
      {children}
    </Grid>
  );
}
