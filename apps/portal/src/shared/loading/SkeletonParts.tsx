// The pieces the signed-in screens' skeletons are drawn with (the screen's shape while its data
// load), shared so that every skeleton pulses and frames its panels alike.
import { Box, Skeleton, Stack, type SkeletonProps } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

/** One grey bar of a skeleton (its size may differ by breakpoint, as the text it stands for does). */
export function Bone({ w = 'full', ...props }: Pick<SkeletonProps, 'h' | 'w' | 'hideFrom' | 'hideBelow'>) {
  return <Skeleton recipe={skeletonRecipe} variant="pulse" borderRadius="md" w={w} {...props} />;
}

/** A panel's frame around bones, hidden from assistive technology (the skeleton's status says it all). */
export function SkeletonPanel({ children }: { children: ReactNode }) {
  return (
    <Box
      p="6"
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      aria-hidden="true"
    >
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}
