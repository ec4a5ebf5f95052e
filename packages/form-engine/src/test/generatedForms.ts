// Stories load real forms from the portal's `pnpm schemas:build` output (apps/portal/src/generated/forms:
// precompiled validator, bundled schema, ui with ui:definitions), exactly what the wizard gets in the
// portal. A glob, so a checkout without the build output still builds Storybook: the story then says
// which command to run.
import type { WizardForm } from '../form/types.ts';

const modules = import.meta.glob('../../../../apps/portal/src/generated/forms/*.{validator.js,schema.json,ui.json}');
const catalogs = import.meta.glob('../../../../apps/portal/src/generated/forms/catalog.json');

export async function loadGeneratedForm(id: number): Promise<WizardForm | null> {
  const base = '../../../../apps/portal/src/generated/forms';
  const validator = modules[`${base}/${id}.validator.js`];
  const schema = modules[`${base}/${id}.schema.json`];
  const ui = modules[`${base}/${id}.ui.json`];
  const catalog = catalogs[`${base}/catalog.json`];
  if (!validator || !schema || !ui || !catalog) return null;
  const [validatorModule, schemaModule, uiModule, catalogModule] = (await Promise.all([validator(), schema(), ui(), catalog()])) as [
    { validate: WizardForm['validate'] },
    { default: WizardForm['schema'] },
    { default: WizardForm['ui'] },
    { default: { forms: WizardForm['entry'][] } },
  ];
  const entry = catalogModule.default.forms.find((candidate) => candidate.id === id);
  if (!entry) return null;
  return { entry, schema: schemaModule.default, ui: uiModule.default, validate: validatorModule.validate };
}
