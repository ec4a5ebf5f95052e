import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const BoltIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8Z" />,
});
