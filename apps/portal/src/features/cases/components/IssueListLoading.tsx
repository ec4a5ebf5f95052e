// Issue 15 "Signed-in screens": the case list shows its heading and the shape of the list at once, while
// GET /api/issues (started by the route's loader, with the screen's code) is on its way.
import { Box, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { Trans } from '@lingui/react/macro';
import { Page } from '@portal/ui';
import type { IssueListMode } from '../api/issueQueries.ts';
import { IssueListHeading } from './IssueListView.tsx';

function Bone(props: { h: string; w?: string }) {
  return (
    <Skeleton recipe={skeletonRecipe} variant="pulse" borderRadius="md" h={props.h} w={props.w ?? 'full'} />
  );
}

export function IssueListLoading({ mode }: { mode: IssueListMode }) {
  return (
    <Page>
      <IssueListHeading mode={mode} />
      <Stack gap="6" role="status" aria-live="polite">
        <VisuallyHidden>
          <Trans>Ładujemy sprawy…</Trans>
        </VisuallyHidden>
        <Box
          p="6"
          bg="bg.panel"
          borderRadius="xl"
          borderWidth="1px"
          borderColor="border.muted"
          aria-hidden="true"
        >
          <Stack gap="4">
            <Bone h="6" w="30%" />
            <Bone h="10" />
          </Stack>
        </Box>
        <Stack gap="3" aria-hidden="true">
          <Bone h="6" w="25%" />
          {[0, 1, 2, 3, 4].map((key) => (
            <Bone key={key} h="16" />
          ))}
        </Stack>
      </Stack>
    </Page>
  );
}
