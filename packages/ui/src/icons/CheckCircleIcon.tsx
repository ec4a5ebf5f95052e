import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const CheckCircleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="m8 12 3 3 5-6" />],
});
