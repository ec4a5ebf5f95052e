import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const UserIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="8" r="4" />, <path key="p" d="M4 21a8 8 0 0 1 16 0" />],
});
