// A small inline icon set (stroke icons on a 24 px grid). Inline SVG keeps the strict CSP (img-src 'self')
// and costs no request. Icons are decorative (aria-hidden); the control that holds one carries the label.
// One module per icon (issue 30): an icon is bundled with the code that draws it, not with the entry's.
export { CheckCircleIcon } from './CheckCircleIcon.tsx';
export { CheckIcon } from './CheckIcon.tsx';
export { AlertCircleIcon } from './AlertCircleIcon.tsx';
export { AlertTriangleIcon } from './AlertTriangleIcon.tsx';
export { InfoIcon } from './InfoIcon.tsx';
export { LockIcon } from './LockIcon.tsx';
export { UnplugIcon } from './UnplugIcon.tsx';
export { SearchOffIcon } from './SearchOffIcon.tsx';
export { BrowserOffIcon } from './BrowserOffIcon.tsx';
export { MenuIcon } from './MenuIcon.tsx';
export { BellIcon } from './BellIcon.tsx';
export { HistoryIcon } from './HistoryIcon.tsx';
export { InvoiceIcon } from './InvoiceIcon.tsx';
export { UserIcon } from './UserIcon.tsx';
export { LogoutIcon } from './LogoutIcon.tsx';
export { ArrowRightIcon } from './ArrowRightIcon.tsx';
export { HomeIcon } from './HomeIcon.tsx';
export { MailIcon } from './MailIcon.tsx';
export { PhoneIcon } from './PhoneIcon.tsx';
export { BoltIcon } from './BoltIcon.tsx';
