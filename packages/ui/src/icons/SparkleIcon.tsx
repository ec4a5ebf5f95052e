import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const SparkleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3Z" />,
});
