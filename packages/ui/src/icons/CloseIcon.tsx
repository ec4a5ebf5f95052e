import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const CloseIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M18 6 6 18M6 6l12 12" />,
});
