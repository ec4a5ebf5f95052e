// The first option of a group carries the field's own id, so the error summary's link to the field lands
// on it (GOV.UK "Error summary": link to the first radio or checkbox); the others get RJSF's option ids.
import { optionId } from '@rjsf/utils';

export function choiceId(fieldId: string, index: number): string {
  return index === 0 ? fieldId : optionId(fieldId, index);
}

export const optionDescriptionId = (fieldId: string, index: number) =>
  `${choiceId(fieldId, index)}__option-description`;
