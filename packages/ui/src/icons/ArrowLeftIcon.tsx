import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const ArrowLeftIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M19 12H5m6-6-6 6 6 6" />,
});
