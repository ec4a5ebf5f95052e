import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const CopyIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="r" x="9" y="9" width="12" height="12" rx="2" />,
    <path key="p" d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />,
  ],
});
