import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: lets keyboard users jump over the header (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipNav"
      bg="brand.solid"
      color="brand.contrast"
      px="4"
      py="3"
      borderRadius="md"
      fontWeight="semibold"
      _focus={{
        top: '4',
        outlineWidth: '3px',
        outlineStyle: 'solid',
        outlineColor: 'accent.solid',
        outlineOffset: '2px',
      }}
    >
      <a href={`#${MAIN_CONTENT_ID}`}>
        <Trans>Przejdź do treści</Trans>
      </a>
    </Box>
  );
}
