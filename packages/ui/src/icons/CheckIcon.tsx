import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const CheckIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M20 6 9 17l-5-5" />,
});
