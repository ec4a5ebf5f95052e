// The checkout this package lies in, whose schemas/ the tests read and copy: tests have no caller to
// hand them a root.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));
