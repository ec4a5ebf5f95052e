// Lingui: the studio is Polish like the portal. Its catalog covers its own code and the shared packages it
// renders (ui, and form-engine: the live form), the way the portal's does (@portal/ui/lingui).
import { defineConfig } from '@lingui/cli';
import type { LinguiConfig } from '@lingui/conf';
import { polishCatalogConfig } from '@portal/ui/lingui';

// Annotated: the inferred type names @lingui/conf by its path in pnpm's store, which a declaration cannot.
const config: LinguiConfig = defineConfig(polishCatalogConfig());

export default config;
