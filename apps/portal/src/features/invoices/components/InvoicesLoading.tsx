// portal-spec §3 Invoice loading states: LOADING shows the screen's shape while the invoices load.
import { SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { Bone, SkeletonPanel } from '../../../shared/loading/SkeletonParts.tsx';

// Performance: the invoices page draws again when the pre-rendered page's first render is over and while
// the invoices load; the skeleton, ~90 components, shows nothing that changes with them.
export const InvoicesLoading = memo(function InvoicesLoading({ tiles = true }: { tiles?: boolean }) {
  return (
    <Stack gap={{ base: '6', md: '8' }} role="status" aria-live="polite">
      <VisuallyHidden>
        <Trans>Ładujemy dokumenty…</Trans>
      </VisuallyHidden>
      {tiles ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }} aria-hidden="true">
          {[0, 1].map((key) => (
            <Stack
              key={key}
              gap="4"
              p="6"
              bg="bg.panel"
              borderRadius="xl"
              borderWidth="1px"
              borderColor="border.muted"
            >
              <Bone h="6" w="50%" />
              <Bone h="10" w="60%" />
              <Bone h="10" w="80%" />
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
      <SkeletonPanel>
        <Bone h="7" w="40%" />
        {[0, 1, 2, 3].map((key) => (
          <Bone key={key} h="10" />
        ))}
      </SkeletonPanel>
    </Stack>
  );
});
