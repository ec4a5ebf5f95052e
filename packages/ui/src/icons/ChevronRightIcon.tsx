import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const ChevronRightIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="m9 18 6-6-6-6" />,
});
