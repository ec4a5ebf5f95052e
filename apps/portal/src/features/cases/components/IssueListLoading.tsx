// Performance, "Signed-in screens": the case list shows its heading and the shape of the list at once, while
// GET /api/issues (started by the route's loader, with the screen's code) is on its way. This is the
// list's shape, below the heading (IssueListScreen).
import { Stack, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Bone, SkeletonPanel } from '../../../shared/loading/SkeletonParts.tsx';

export function IssueListLoading() {
  return (
    <Stack gap="6" role="status" aria-live="polite">
      <VisuallyHidden>
        <Trans>Ładujemy sprawy…</Trans>
      </VisuallyHidden>
      <SkeletonPanel>
        <Bone h="6" w="30%" />
        <Bone h="10" />
      </SkeletonPanel>
      <Stack gap="3" aria-hidden="true">
        <Bone h="6" w="25%" />
        {[0, 1, 2, 3, 4].map((key) => (
          <Bone key={key} h="16" />
        ))}
      </Stack>
    </Stack>
  );
}
