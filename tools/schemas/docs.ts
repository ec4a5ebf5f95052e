// `pnpm schemas:docs`: writes docs/forms.md, docs/rules.md, schemas/README.md's generated blocks and the
// generated meta-schemas (@portal/schema-kit writeDocs) where they differ from the data.
import { writeDocs } from '@portal/schema-kit';
import { cliPaths, isMainModule } from './paths.ts';

if (isMainModule(import.meta.url)) {
  const written = await writeDocs(cliPaths());
  console.log(
    written.length > 0
      ? `Zapisano: ${written.join(', ')}`
      : 'Dokumentacja formularzy i meta-schematy są aktualne.',
  );
}
