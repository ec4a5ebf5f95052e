import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const LockIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="r" x="4" y="11" width="16" height="10" rx="2" />,
    <path key="p" d="M8 11V7a4 4 0 0 1 8 0v4M12 15v2" />,
  ],
});
