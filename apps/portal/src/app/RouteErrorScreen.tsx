// The router's default error component: an error of one screen, shown inside the root layout's shell.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { AppErrorScreen } from './AppErrorScreen.tsx';

export function RouteErrorScreen({ error }: ErrorComponentProps) {
  return <AppErrorScreen error={error} />;
}
