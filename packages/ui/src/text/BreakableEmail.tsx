// Customer journeys: an e-mail address on a phone used to break anywhere ("jan.kowals|ki@…"). Typesetting
// convention breaks an address before '@' and before a '.', so the reader sees where a part starts; a
// <wbr> there offers the break, and `overflow-wrap: anywhere` remains only for a part longer than the line.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

/** The address split where a line may break: before each '@' and '.'. */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?=[@.])/u);
}

export type BreakableEmailProps = { children: string } & Omit<HTMLChakraProps<'span'>, 'children'>;

/** An e-mail address that wraps before '@' or '.' rather than in the middle of a word. */
export function BreakableEmail({ children, ...rest }: BreakableEmailProps): ReactNode {
  const parts = emailBreakParts(children);
  return (
    <chakra.span overflowWrap="anywhere" {...rest}>
      {parts.map((part, index) => (
        // Parts have no identity but their place in the address.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </chakra.span>
  );
}
