import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/auth/settings/SettingsPage.tsx';
import { requireAuth } from '../shared/session/guards/requireAuth.ts';

// portal-spec §2 Settings (your account), private.
export const Route = createFileRoute('/konto/ustawienia')({
  beforeLoad: requireAuth,
  component: SettingsPage,
});
