import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const ClockIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="9" />, <path key="p" d="M12 7v5l3 2" />],
});
