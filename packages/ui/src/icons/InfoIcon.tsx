import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const InfoIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="M12 11v6M12 7.5V7" />],
});
