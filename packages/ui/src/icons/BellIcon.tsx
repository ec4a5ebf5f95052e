import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const BellIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="b" d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />,
    <path key="c" d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />,
  ],
});
