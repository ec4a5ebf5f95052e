// The portal's icons beyond @portal/ui's set, one copy each for every feature (they were drawn again per
// feature before issue 18). The same style as @portal/ui: stroke icons on a 24 px grid, sized by the text,
// decorative (aria-hidden): the control that holds one carries the label.
import { createIcon } from '@chakra-ui/react';
import { iconStroke as stroke } from '@portal/ui';

// Directions and disclosure.

export const ArrowLeftIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M19 12H5m6-6-6 6 6 6" />,
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

export const ExternalLinkIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="b" d="M18 13.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h5.5" />,
    <path key="a" d="M15 3h6v6M10 14 21 3" />,
  ],
});

// Actions.

export const CloseIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M18 6 6 18M6 6l12 12" />,
});

export const CopyIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="r" x="9" y="9" width="12" height="12" rx="2" />,
    <path key="p" d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />,
  ],
});

export const DownloadIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
    <path key="b" d="m7 10 5 5 5-5" />,
    <path key="c" d="M12 15V3" />,
  ],
});

export const UploadIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
    <path key="b" d="m17 8-5-5-5 5M12 3v12" />,
  ],
});

export const FilterIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />,
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

export const SendIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z" />,
});

export const TrashIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
    <path key="b" d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />,
  ],
});

// EyeIcon and EyeOffIcon: passwordIcons.tsx (the login page's only icons, apart from this set).

// Things.

export const BankIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="roof" d="M3 9.5 12 4l9 5.5" />,
    <path key="cols" d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />,
    <path key="base" d="M3 20.5h18" />,
  ],
});

export const BuildingIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M3 21h18M5 21V7l7-4 7 4v14" />,
    <path key="b" d="M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4" />,
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

export const FileIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Z" />,
    <path key="b" d="M14 2v6h6" />,
  ],
});

export const KeyIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <circle key="a" cx="7.5" cy="15.5" r="5.5" />,
    <path key="b" d="m21 2-9.6 9.6M15.5 7.5l3 3L22 7l-3-3" />,
  ],
});

export const ShieldCheckIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />,
    <path key="b" d="m9 12 2 2 4-4" />,
  ],
});

export const SmartphoneIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<rect key="a" x="5" y="2" width="14" height="20" rx="2" />, <path key="b" d="M12 18h.01" />],
});

export const SparkleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3Z" />,
});

export const WalletIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path
      key="a"
      d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6"
    />,
    <path key="b" d="M16.5 14h.01" />,
  ],
});
