// A plain progress bar rather than Chakra's Progress (the portal's system ships no progress recipe): a thin
// grey track filled in the brand colour, with the progressbar role; the screen gives its name and values
// (aria-*), the share to fill and how the fill moves.
import { Box, type BoxProps } from '@chakra-ui/react';

type ProgressAria = Pick<
  BoxProps,
  'aria-label' | 'aria-labelledby' | 'aria-valuemin' | 'aria-valuemax' | 'aria-valuenow' | 'aria-valuetext'
>;

export interface ProgressBarProps extends ProgressAria {
  /** How much of the track is filled, 0 to 100. */
  percent: number;
  /** The fill's CSS transition, e.g. 'width 0.2s'. */
  transition: string;
}

export function ProgressBar({ percent, transition, ...aria }: ProgressBarProps) {
  return (
    <Box role="progressbar" {...aria} h="2" bg="gray.200" borderRadius="full" overflow="hidden">
      <Box h="full" w={`${percent}%`} bg="brand.solid" borderRadius="full" transition={transition} />
    </Box>
  );
}
