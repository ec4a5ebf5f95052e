import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage.tsx';

// portal-spec §2 Forgot password (visitor).
export const Route = createFileRoute('/zapomnialem-hasla')({
  component: ForgotPasswordPage,
});
