import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const EyeOffIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.3 3.2" />,
    <path key="b" d="M6.6 6.6C3.6 8.5 2 12 2 12s3.5 7 10 7a9.9 9.9 0 0 0 5.4-1.6" />,
    <path key="c" d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />,
  ],
});
