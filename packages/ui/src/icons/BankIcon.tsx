import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const BankIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="roof" d="M3 9.5 12 4l9 5.5" />,
    <path key="cols" d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />,
    <path key="base" d="M3 20.5h18" />,
  ],
});
