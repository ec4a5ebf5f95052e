import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const SearchOffIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <circle key="c" cx="11" cy="11" r="8" />,
    <path key="h" d="m21 21-4.3-4.3" />,
    <path key="x" d="m8.5 8.5 5 5M13.5 8.5l-5 5" />,
  ],
});
