import type { BaseInputTemplateProps } from '@rjsf/utils';
import { TextInputBase } from '../widgets/TextInputBase.tsx';

/** RJSF's generic input (used by its own number/url widgets): the engine's text input. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  return <TextInputBase {...props} />;
}
