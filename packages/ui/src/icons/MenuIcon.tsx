import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const MenuIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M4 6h16M4 12h16M4 18h16" />,
});
