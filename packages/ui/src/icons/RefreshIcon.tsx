import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const RefreshIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M20 11a8 8 0 0 0-14.8-4.2L3 9" />,
    <path key="b" d="M3 4v5h5" />,
    <path key="c" d="M4 13a8 8 0 0 0 14.8 4.2L21 15" />,
    <path key="d" d="M21 20v-5h-5" />,
  ],
});
