import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const ExternalLinkIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="b" d="M18 13.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h5.5" />,
    <path key="a" d="M15 3h6v6M10 14 21 3" />,
  ],
});
