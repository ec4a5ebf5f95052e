import { createFileRoute } from '@tanstack/react-router';
import { LoginProblemPage } from '../features/auth/components/LoginProblemPage.tsx';

// portal-spec §2 Login page: the login problem page (path chosen by the team, docs/decisions.md).
export const Route = createFileRoute('/problem-z-logowaniem')({
  component: LoginProblemPage,
});
