import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const EyeIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />,
    <circle key="b" cx="12" cy="12" r="3" />,
  ],
});
