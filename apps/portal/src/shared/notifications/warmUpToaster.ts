// The toast region is a lazy chunk that @portal/ui loads with the first toast (LazyToaster). The offline
// toast (applications-spec §8 "offline notification (application saved)") needs it exactly when there is no
// network, and a failed chunk load would throw. So the wizard asks for the chunk while still online: removing
// a toast that does not exist tells the toaster store's subscribers (and so LazyToaster) that toasts are
// needed, and shows nothing. @portal/ui should offer a preload of its own; until then this is the way in.
import { toaster } from '@portal/ui';

const NO_SUCH_TOAST = 'wniosek:przygotuj-powiadomienia';

export function warmUpToaster(): void {
  toaster.remove(NO_SUCH_TOAST);
}
