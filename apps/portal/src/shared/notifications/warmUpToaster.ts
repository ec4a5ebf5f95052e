// The toaster's store and region are lazy chunks that @portal/ui loads with the first toast. The
// offline toast (applications-spec §8 "offline notification (application saved)") needs them exactly when
// there is no network, and a failed chunk load would lose it. So the wizard asks for them while still online.
import { loadToaster } from '@portal/ui';

export function warmUpToaster(): void {
  loadToaster().catch(() => {
    // Offline already: the next toast tries again.
  });
}
