// The ALTCHA proof of work off the main thread: altcha-lib's own solver loop with the Web Crypto SHA
// variant. Bundled by Vite as a file of its own, so it runs under the CSP's worker-src 'self'.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
