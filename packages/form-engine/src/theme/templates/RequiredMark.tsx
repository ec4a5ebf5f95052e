import { chakra, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** A required field: an asterisk for the eye, "(wymagane)" for screen readers (WCAG 3.3.2). */
export function RequiredMark() {
  return (
    <>
      <chakra.span aria-hidden="true" color="fg.error" ms="1">
        *
      </chakra.span>
      <VisuallyHidden>
        <Trans>(wymagane)</Trans>
      </VisuallyHidden>
    </>
  );
}
