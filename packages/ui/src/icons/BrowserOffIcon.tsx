import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const BrowserOffIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="r" x="2" y="3" width="20" height="14" rx="2" />,
    <path key="s" d="M8 21h8M12 17v4" />,
    <path key="x" d="m9.5 7.5 5 5M14.5 7.5l-5 5" />,
  ],
});
