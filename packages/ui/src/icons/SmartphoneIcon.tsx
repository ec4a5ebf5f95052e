import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const SmartphoneIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<rect key="a" x="5" y="2" width="14" height="20" rx="2" />, <path key="b" d="M12 18h.01" />],
});
