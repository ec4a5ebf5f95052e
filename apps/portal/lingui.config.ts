// Lingui: one catalog for the portal and the shared packages it renders (@portal/ui/lingui).
import { defineConfig } from '@lingui/cli';
import { polishCatalogConfig } from '@portal/ui/lingui';

export default defineConfig(polishCatalogConfig({ exclude: ['**/routeTree.gen.ts'] }));
