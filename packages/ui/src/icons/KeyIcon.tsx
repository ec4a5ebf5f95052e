import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const KeyIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <circle key="a" cx="7.5" cy="15.5" r="5.5" />,
    <path key="b" d="m21 2-9.6 9.6M15.5 7.5l3 3L22 7l-3-3" />,
  ],
});
