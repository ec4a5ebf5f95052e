import { Card as ChakraCard, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title; h2 under a page's h1 by default. */
  titleAs?: 'h2' | 'h3' | 'h4';
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Accent stripe along the top edge, for the box a screen leads with. */
  accent?: boolean;
  id?: string;
}

/** A white panel on the page canvas, the building block of every screen. */
export function Card({
  title,
  titleAs = 'h2',
  description,
  footer,
  children,
  accent = false,
  id,
}: CardProps) {
  return (
    <ChakraCard.Root
      id={id}
      variant="elevated"
      bg="bg.panel"
      borderRadius="xl"
      boxShadow="sm"
      borderWidth="1px"
      borderColor="border.muted"
      borderTopWidth={accent ? '4px' : '1px'}
      borderTopColor={accent ? 'accent.solid' : 'border.muted'}
      overflow="hidden"
      height="full"
    >
      {title || description ? (
        <ChakraCard.Header px={{ base: '5', md: '8' }} pt={{ base: '5', md: '7' }} gap="2">
          {title ? (
            <ChakraCard.Title
              asChild
              textStyle={{ base: 'xl', md: '2xl' }}
              fontWeight="bold"
              color="brand.fg"
            >
              <Heading as={titleAs}>{title}</Heading>
            </ChakraCard.Title>
          ) : null}
          {description ? (
            <ChakraCard.Description textStyle="md" color="fg.muted">
              {description}
            </ChakraCard.Description>
          ) : null}
        </ChakraCard.Header>
      ) : null}
      {children ? (
        <ChakraCard.Body px={{ base: '5', md: '8' }} py={{ base: '5', md: '6' }}>
          {children}
        </ChakraCard.Body>
      ) : null}
      {footer ? (
        <ChakraCard.Footer px={{ base: '5', md: '8' }} pb={{ base: '5', md: '7' }} gap="3" flexWrap="wrap">
          {footer}
        </ChakraCard.Footer>
      ) : null}
    </ChakraCard.Root>
  );
}
