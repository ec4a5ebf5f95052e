import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const SearchIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="11" cy="11" r="7" />, <path key="p" d="m20 20-3.5-3.5" />],
});
