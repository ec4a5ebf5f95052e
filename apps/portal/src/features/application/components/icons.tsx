// Icons of the application screens that @portal/ui does not have, in its style (stroke icons on a 24 px
// grid, decorative: the control that holds one carries the label).
import { createIcon } from '@chakra-ui/react';

const stroke = {
  boxSize: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const;

export const DownloadIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
    <path key="b" d="m7 10 5 5 5-5" />,
    <path key="c" d="M12 15V3" />,
  ],
});

export const ShieldIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
    <path key="b" d="m9 12 2 2 4-4" />,
  ],
});

export const SendIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<path key="a" d="m22 2-7 20-4-9-9-4Z" />, <path key="b" d="M22 2 11 13" />],
});

export const ArrowLeftIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M19 12H5M12 19l-7-7 7-7" />,
});
