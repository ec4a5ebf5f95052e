import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const UnplugIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="m19 5 3-3M2 22l3-3" />,
    <path key="b" d="M6.3 20.3a2.4 2.4 0 0 0 3.4 0L12 18l-6-6-2.3 2.3a2.4 2.4 0 0 0 0 3.4Z" />,
    <path key="c" d="m7.5 13.5 2.5-2.5M10.5 16.5 13 14" />,
    <path key="d" d="m12 6 6 6 2.3-2.3a2.4 2.4 0 0 0 0-3.4l-2.6-2.6a2.4 2.4 0 0 0-3.4 0Z" />,
  ],
});
