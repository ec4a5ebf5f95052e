import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const ArrowRightIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M5 12h14M13 6l6 6-6 6" />,
});
