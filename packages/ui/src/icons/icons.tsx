// A small inline icon set (stroke icons on a 24 px grid). Inline SVG keeps the strict CSP (img-src 'self')
// and costs no request. Icons are decorative (aria-hidden); the control that holds one carries the label.
import { createIcon } from '@chakra-ui/react';
import { stroke } from './stroke.ts';

export const CheckCircleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="m8 12 3 3 5-6" />],
});

export const CheckIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M20 6 9 17l-5-5" />,
});

export const AlertCircleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="M12 7v6M12 16.5v.5" />],
});

export const AlertTriangleIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="t" d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
    <path key="p" d="M12 9v4M12 16.5v.5" />,
  ],
});

export const InfoIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="12" r="10" />, <path key="p" d="M12 11v6M12 7.5V7" />],
});

export const LockIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="r" x="4" y="11" width="16" height="10" rx="2" />,
    <path key="p" d="M8 11V7a4 4 0 0 1 8 0v4M12 15v2" />,
  ],
});

export const UnplugIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="m19 5 3-3M2 22l3-3" />,
    <path key="b" d="M6.3 20.3a2.4 2.4 0 0 0 3.4 0L12 18l-6-6-2.3 2.3a2.4 2.4 0 0 0 0 3.4Z" />,
    <path key="c" d="m7.5 13.5 2.5-2.5M10.5 16.5 13 14" />,
    <path key="d" d="m12 6 6 6 2.3-2.3a2.4 2.4 0 0 0 0-3.4l-2.6-2.6a2.4 2.4 0 0 0-3.4 0Z" />,
  ],
});

export const SearchOffIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <circle key="c" cx="11" cy="11" r="8" />,
    <path key="h" d="m21 21-4.3-4.3" />,
    <path key="x" d="m8.5 8.5 5 5M13.5 8.5l-5 5" />,
  ],
});

export const BrowserOffIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <rect key="r" x="2" y="3" width="20" height="14" rx="2" />,
    <path key="s" d="M8 21h8M12 17v4" />,
    <path key="x" d="m9.5 7.5 5 5M14.5 7.5l-5 5" />,
  ],
});

export const MenuIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M4 6h16M4 12h16M4 18h16" />,
});

export const BellIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="b" d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />,
    <path key="c" d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />,
  ],
});

export const HistoryIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<path key="a" d="M3 12a9 9 0 1 0 3-6.7L3 8" />, <path key="b" d="M3 3v5h5M12 7v5l4 2" />],
});

export const InvoiceIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />,
    <path key="b" d="M14 2v6h6M8 13h8M8 17h5" />,
  ],
});

export const UserIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<circle key="c" cx="12" cy="8" r="4" />, <path key="p" d="M4 21a8 8 0 0 1 16 0" />],
});

export const LogoutIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [
    <path key="a" d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />,
    <path key="b" d="m16 17 5-5-5-5M21 12H9" />,
  ],
});

export const ArrowRightIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M5 12h14M13 6l6 6-6 6" />,
});

export const HomeIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<path key="a" d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />],
});

export const MailIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: [<rect key="r" x="2" y="4" width="20" height="16" rx="2" />, <path key="p" d="m22 7-10 6L2 7" />],
});

export const PhoneIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  ),
});

export const BoltIcon = /* @__PURE__ */ createIcon({
  defaultProps: stroke,
  path: <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8Z" />,
});
