import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const AlertTriangleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="t" d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
    <path key="p" d="M12 9v4M12 16.5v.5" />,
  ],
});
