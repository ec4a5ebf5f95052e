import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const HistoryIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<path key="a" d="M3 12a9 9 0 1 0 3-6.7L3 8" />, <path key="b" d="M3 3v5h5M12 7v5l4 2" />],
});
