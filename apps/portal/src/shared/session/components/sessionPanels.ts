// The screens that replace the page in rare session states (a locked account, a single sign-on running or
// failed), as one lazy chunk: no page's first view draws them.
export { LockedAccountPanel } from './LockedAccountPanel.tsx';
export { SsoErrorPanel } from './SsoErrorPanel.tsx';
export { SsoLoader } from './SsoLoader.tsx';
