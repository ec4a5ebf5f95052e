// Icons the accounts screens need beyond @portal/ui's set, drawn the same way (24 px stroke, decorative).
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

export const EyeIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />,
    <circle key="b" cx="12" cy="12" r="3" />,
  ],
});

export const EyeOffIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.3 3.2" />,
    <path key="b" d="M6.6 6.6C3.6 8.5 2 12 2 12s3.5 7 10 7a9.9 9.9 0 0 0 5.4-1.6" />,
    <path key="c" d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />,
  ],
});

export const ShieldCheckIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />,
    <path key="b" d="m9 12 2 2 4-4" />,
  ],
});

export const KeyIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <circle key="a" cx="7.5" cy="15.5" r="5.5" />,
    <path key="b" d="m21 2-9.6 9.6M15.5 7.5l3 3L22 7l-3-3" />,
  ],
});

export const SmartphoneIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<rect key="a" x="5" y="2" width="14" height="20" rx="2" />, <path key="b" d="M12 18h.01" />],
});

export const CopyIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="a" x="9" y="9" width="13" height="13" rx="2" />,
    <path key="b" d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />,
  ],
});

export const ChevronDownIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="m6 9 6 6 6-6" />,
});

export const ArrowLeftIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M19 12H5M11 18l-6-6 6-6" />,
});

export const BuildingIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M3 21h18M5 21V7l7-4 7 4v14" />,
    <path key="b" d="M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4" />,
  ],
});
