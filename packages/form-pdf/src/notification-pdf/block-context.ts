// What every block builder draws with: the AcroForm its fields join, the fonts, the input, and the inks
// of labels and notes.
import { PDFHexString, PDFName, type PDFField, type PDFForm } from 'pdf-lib';
import type { NotificationPdfInput } from './input.ts';
import { INK, LABEL_SIZE, MUTED, NOTE_SIZE } from './layout.ts';
import type { Fonts, Ink } from './text.ts';

export interface BlockContext {
  readonly form: PDFForm;
  readonly fonts: Fonts;
  readonly input: NotificationPdfInput;
  /** Field labels. */
  readonly label: Ink;
  /** Help under a field. */
  readonly note: Ink;
}

export function blockContext(form: PDFForm, fonts: Fonts, input: NotificationPdfInput): BlockContext {
  return {
    form,
    fonts,
    input,
    label: { font: fonts.regular, size: LABEL_SIZE, color: INK },
    note: { font: fonts.regular, size: NOTE_SIZE, color: MUTED },
  };
}

/** The alternate field name viewers show as a tooltip and screen readers read: the Polish label. */
export function describeField(field: PDFField, label: string): void {
  field.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(label));
}
