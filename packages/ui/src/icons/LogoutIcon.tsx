import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const LogoutIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />,
    <path key="b" d="m16 17 5-5-5-5M21 12H9" />,
  ],
});
