import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const ChevronDownIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="m6 9 6 6 6-6" />,
});
