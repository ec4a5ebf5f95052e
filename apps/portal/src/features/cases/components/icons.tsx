// The case screens' icons, in the stroke style of @portal/ui's set (decorative, aria-hidden; the control
// that holds one carries the label).
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

export const FilterIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />,
});

export const ChevronDownIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="m6 9 6 6 6-6" />,
});

export const ChevronLeftIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="m15 18-6-6 6-6" />,
});

export const ChevronRightIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="m9 18 6-6-6-6" />,
});

export const ArrowLeftIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M19 12H5m6-6-6 6 6 6" />,
});

export const CloseIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M18 6 6 18M6 6l12 12" />,
});

export const UploadIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
    <path key="b" d="m17 8-5-5-5 5M12 3v12" />,
  ],
});

export const FileIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Z" />,
    <path key="b" d="M14 2v6h6" />,
  ],
});

export const TrashIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
    <path key="b" d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />,
  ],
});

export const SendIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z" />,
});

export const ShieldIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />,
    <path key="b" d="m9 12 2 2 4-4" />,
  ],
});

export const XCircleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="m15 9-6 6m0-6 6 6" />],
});

export const SparkleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3Z" />,
});

export const CalendarIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="a" x="3" y="4" width="18" height="18" rx="2" />,
    <path key="b" d="M16 2v4M8 2v4M3 10h18" />,
  ],
});
