import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const HomeIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<path key="a" d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />],
});
