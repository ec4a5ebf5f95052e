import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const CardIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="r" x="2.5" y="5" width="19" height="14" rx="2" />,
    <path key="p" d="M2.5 10h19M6.5 15h4" />,
  ],
});
