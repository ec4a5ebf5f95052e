import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const FilterIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />,
});
