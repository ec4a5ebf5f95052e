import { memo, type ReactNode } from 'react';

/**
 * A tab's panel is drawn again only while it shows: a hidden one keeps its state and what it last drew,
 * so that each pause in typing redraws the studio without them (the outline alone parses both files, and
 * every panel's Chakra elements resolve their styles again). Shown again, it is drawn from the current props.
 */
export const WhileShown = memo(
  function WhileShown({ children }: { readonly shown: boolean; readonly children: ReactNode }) {
    return children;
  },
  (_before, after) => !after.shown,
);
