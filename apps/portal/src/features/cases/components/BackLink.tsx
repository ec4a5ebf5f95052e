// The link above a case screen's heading back to a list of cases (the list from the history, the case
// to the list it was opened from): an arrow, then the words, in one look on every screen.
import { Link as ChakraLink } from '@chakra-ui/react';
import { ArrowLeftIcon } from '@portal/ui';
import type { ReactElement, ReactNode } from 'react';

export interface BackLinkProps {
  /** Draws the router's link (its address and search) around what it is given. */
  link: (content: ReactNode) => ReactElement;
  children: ReactNode;
}

export function BackLink({ link, children }: BackLinkProps) {
  return (
    <ChakraLink
      asChild
      color="brand.fg"
      fontWeight="semibold"
      mb="4"
      display="inline-flex"
      gap="2"
      alignItems="center"
    >
      {link(
        <>
          <ArrowLeftIcon />
          {children}
        </>,
      )}
    </ChakraLink>
  );
}
