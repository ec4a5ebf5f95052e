import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const AlertCircleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="M12 7v6M12 16.5v.5" />],
});
