// The outermost safety net: a render error outside the router's own boundaries (in a provider or the
// router itself) still shows the error page and is reported (portal-spec §8).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from './AppErrorScreen.tsx';

interface State {
  error: unknown;
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Reported by the error screen (once per error).
  }

  override render() {
    if (this.state.failed) return <AppErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
