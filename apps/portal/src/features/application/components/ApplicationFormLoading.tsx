// The wizard's shape while the form's definition and the form engine load (applications-spec §2: "The wizard
// load waits 500 ms", a loader meanwhile): the title, the steps' progress and the step's panel as grey bars,
// the loader's spinner and words in the panel. It is also the first view of a form's address pre-rendered
// at build (build/prerender.ts): the same for every form, so nothing in it names one, and it stays on
// screen, the same elements, from the painted page until the form replaces it (ApplicationForm).
import { Box, Grid, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { Bone } from '../../../shared/loading/SkeletonParts.tsx';

/** A question with its answers: the label, then two choices side by side (one above the other on a phone). */
function QuestionBones() {
  return (
    <Stack gap="3">
      <Bone h="5" w="35%" />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <Bone h="14" />
        <Bone h="14" />
      </Grid>
    </Stack>
  );
}

// Performance: the wizard's page draws again several times while the form's definition and the draft load;
// the skeleton, ~100 components, shows nothing that changes with them.
export const ApplicationFormLoading = memo(function ApplicationFormLoading() {
  return (
    <Stack gap={{ base: '5', md: '6' }} w="full" maxW="4xl" mx="auto" role="status" aria-live="polite">
      <Stack gap="3" aria-hidden="true">
        <Bone h={{ base: '8', md: '10' }} w="80%" />
        <Bone h="8" w="55%" hideFrom="md" />
      </Stack>
      <Stack gap="3" aria-hidden="true">
        <Bone h="5" w={{ base: '60%', md: '30%' }} />
        <Bone h="2" />
        <Bone h="5" w="85%" hideBelow="md" />
      </Stack>
      <Box bg="bg.panel" borderRadius="xl" borderWidth="1px" borderColor="border" p={{ base: '4', md: '8' }}>
        <Stack gap="6">
          <HStack gap="3" color="fg.muted">
            <Spinner size="md" borderWidth="3px" color="brand.solid" />
            <Trans>Wczytujemy formularz wniosku…</Trans>
          </HStack>
          <Stack gap="2" aria-hidden="true">
            <Bone h="7" w="45%" />
            <Bone h="5" w="65%" />
          </Stack>
          <Stack gap="6" aria-hidden="true">
            <QuestionBones />
            <QuestionBones />
            <Box alignSelf={{ base: 'stretch', md: 'flex-end' }} w={{ base: 'full', md: '24' }}>
              <Bone h="10" />
            </Box>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
});
