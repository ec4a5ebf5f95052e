import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const ArrowDownIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M12 5v14m6-6-6 6-6-6" />,
});
