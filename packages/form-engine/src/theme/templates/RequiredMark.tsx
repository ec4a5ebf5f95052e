import { chakra, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useRequiredNow } from './optionalGroup.ts';

/**
 * A required field: an asterisk for the eye, "(wymagane)" for screen readers (WCAG 3.3.2). Nothing inside
 * an optional group still empty, where the step would not refuse the field empty (optionalGroup.ts).
 */
export function RequiredMark() {
  if (!useRequiredNow(true)) return null;
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
