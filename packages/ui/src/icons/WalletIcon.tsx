import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const WalletIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path
      key="a"
      d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6"
    />,
    <path key="b" d="M16.5 14h.01" />,
  ],
});
