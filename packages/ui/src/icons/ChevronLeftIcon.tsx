import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const ChevronLeftIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="m15 18-6-6 6-6" />,
});
