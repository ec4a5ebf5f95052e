// Stories and tests load real forms from the `pnpm schemas:build` output (the package
// @portal/forms-generated: precompiled validator, bundled schema, ui with ui:definitions), exactly what the
// wizard gets in the portal. Through its optional entry, so a checkout without the build output still
// builds Storybook: the story then says which command to run.
import { loadGeneratedForm as loadForm } from '@portal/forms-generated/optional';
import type { WizardForm } from '../form/types.ts';

export async function loadGeneratedForm(id: number): Promise<WizardForm | null> {
  return loadForm(id);
}
