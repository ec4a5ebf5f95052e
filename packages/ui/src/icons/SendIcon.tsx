import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const SendIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z" />,
});
