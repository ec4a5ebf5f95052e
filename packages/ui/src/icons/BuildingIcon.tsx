import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const BuildingIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M3 21h18M5 21V7l7-4 7 4v14" />,
    <path key="b" d="M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4" />,
  ],
});
