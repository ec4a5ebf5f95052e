import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const ArrowUpIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M12 19V5m-6 6 6-6 6 6" />,
});
