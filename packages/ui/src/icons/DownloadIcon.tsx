import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const DownloadIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
    <path key="b" d="m7 10 5 5 5-5" />,
    <path key="c" d="M12 15V3" />,
  ],
});
