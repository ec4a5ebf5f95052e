import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const MailIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<rect key="r" x="2" y="4" width="20" height="16" rx="2" />, <path key="p" d="m22 7-10 6L2 7" />],
});
