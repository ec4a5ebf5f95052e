// The invoices screens' icons, in the stroke style of @portal/ui's set (decorative, aria-hidden; the
// control that holds one carries the label).
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

export const CopyIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="r" x="9" y="9" width="12" height="12" rx="2" />,
    <path key="p" d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />,
  ],
});

export const BankIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="roof" d="M3 9.5 12 4l9 5.5" />,
    <path key="cols" d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />,
    <path key="base" d="M3 20.5h18" />,
  ],
});

export const CardIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="r" x="2.5" y="5" width="19" height="14" rx="2" />,
    <path key="p" d="M2.5 10h19M6.5 15h4" />,
  ],
});

export const ClockIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="9" />, <path key="p" d="M12 7v5l3 2" />],
});

export const ExternalLinkIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="b" d="M18 13.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h5.5" />,
    <path key="a" d="M15 3h6v6M10 14 21 3" />,
  ],
});

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

export const SearchIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="11" cy="11" r="7" />, <path key="p" d="m20 20-3.5-3.5" />],
});

export const RefreshIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M20 11a8 8 0 0 0-14.8-4.2L3 9" />,
    <path key="b" d="M3 4v5h5" />,
    <path key="c" d="M4 13a8 8 0 0 0 14.8 4.2L21 15" />,
    <path key="d" d="M21 20v-5h-5" />,
  ],
});

export const WalletIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />,
    <path key="b" d="M16.5 14h.01" />,
  ],
});

export const QrIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="a" x="3" y="3" width="7" height="7" rx="1" />,
    <rect key="b" x="14" y="3" width="7" height="7" rx="1" />,
    <rect key="c" x="3" y="14" width="7" height="7" rx="1" />,
    <path key="d" d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />,
  ],
});

export const XIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M18 6 6 18M6 6l12 12" />,
});
