import { createFileRoute } from '@tanstack/react-router';
import { LockedAccountPanel } from '../shared/session/components/LockedAccountPanel.tsx';

// portal-spec §2 Account locked (visitor): where a login refused with 'User account is locked' goes.
export const Route = createFileRoute('/konto/zablokowane')({
  component: LockedAccountPanel,
});
