import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const FileIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Z" />,
    <path key="b" d="M14 2v6h6" />,
  ],
});
