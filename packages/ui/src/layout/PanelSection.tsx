// The white, rounded section a screen is built of where the section draws its own heading (a disclosure
// button, a title with actions beside it): named by that heading, busy while its content reloads. The
// disclosure cards, the invoices' sections and tiles and the case filters share it, so they look alike
// side by side; a screen may change its edge or padding.
import { Box, type BoxProps } from '@chakra-ui/react';

export interface PanelSectionProps extends Omit<BoxProps, 'as'> {
  /** The id of the element that names the section (its heading's text). */
  labelledBy: string;
  /** While the content reloads. */
  busy?: boolean;
}

export function PanelSection({ labelledBy, busy = false, ...rest }: PanelSectionProps) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="sm"
      scrollMarginTop="24"
      {...rest}
    />
  );
}
