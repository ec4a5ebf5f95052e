// What docs/forms.md says about a form, computed from its bundled schema and ui.json: steps, the number
// of fields a user may fill in, and the attachment lists by title.
import type { JsonObject } from '@portal/form-catalog/node';
import { isAttachmentList, isLeafField, walkFields } from './schema-walk.ts';

export interface AttachmentSummary {
  readonly title: string;
  /** Shown only for some answers (e.g. the power of attorney when filing on behalf). */
  readonly conditional: boolean;
  /** At least one file must be given when the list is shown. */
  readonly required: boolean;
}

export interface FormSummary {
  readonly fieldCount: number;
  readonly attachments: AttachmentSummary[];
}

function requiresFiles(schema: JsonObject): boolean {
  const options = schema.attachments;
  return (
    typeof options === 'object' &&
    options !== null &&
    Number((options as { minFiles?: number }).minFiles ?? 0) > 0
  );
}

// By the bundle itself: the check hands docs/forms.md the same (frozen) bundle while a form is unchanged.
const summaries = new WeakMap<JsonObject, FormSummary>();

export function summarizeForm(bundled: JsonObject): FormSummary {
  let summary = summaries.get(bundled);
  if (!summary) {
    summary = summarize(bundled);
    summaries.set(bundled, summary);
  }
  return summary;
}

function summarize(bundled: JsonObject): FormSummary {
  let fieldCount = 0;
  const attachments: AttachmentSummary[] = [];
  walkFields(bundled, (field) => {
    if (isLeafField(field, bundled)) fieldCount += 1;
    if (isAttachmentList(field.schema)) {
      attachments.push({
        title: typeof field.schema.title === 'string' ? field.schema.title : field.name,
        conditional: field.underCondition,
        required: requiresFiles(field.schema),
      });
    }
  });
  return { fieldCount, attachments };
}
