// The fillable PDF of a paper form (applications-spec §1: forms 8 and 10 are downloaded, filled, signed
// and sent by e-mail or post): the operator's header, the title, the instructions and the attachment list
// of pdf.json, then the ui.json steps as numbered sections of AcroForm fields (text fields, check boxes,
// radio groups for choices), and the place, date and signature box. Labels and fields use DejaVu Sans
// Condensed from the dejavu-fonts-ttf package: Polish letters (ą ć ę ł ń ó ś ź ż) render and can be typed.
// The pieces live in notification-pdf/: input (what goes in), layout (page geometry and palette), text
// (fonts, measuring, wrapping), page (the flow of blocks over pages), and the block builders: document,
// section, text-field and choice blocks.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { blockContext } from './notification-pdf/block-context.ts';
import {
  enclosureBlocks,
  instructionsBlock,
  signatureBlock,
  titleBlock,
} from './notification-pdf/document-blocks.ts';
import { PageFlow } from './notification-pdf/page.ts';
import { sectionBlocks } from './notification-pdf/section-blocks.ts';
import { loadFontFiles, TYPEABLE } from './notification-pdf/text.ts';
import type { NotificationPdfInput } from './notification-pdf/input.ts';

export { ENCLOSURE_FIELD, type NotificationPdfInput, type SendTo } from './notification-pdf/input.ts';

/** The fillable PDF of a paper form, as bytes to send. */
export async function renderNotificationPdf(input: NotificationPdfInput): Promise<Uint8Array> {
  const files = await loadFontFiles();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The field font is embedded whole: a user may type any Polish letter, not only those on the page.
  const regular = await doc.embedFont(files.regular, { subset: false });
  const bold = await doc.embedFont(files.bold, { subset: true });
  regular.encodeText(TYPEABLE);
  doc.setTitle(`${input.form.title} (formularz nr ${input.formId})`, { showInWindowTitleBar: true });
  doc.setAuthor(input.operator);
  doc.setSubject(input.form.description ?? input.form.title);
  doc.setCreator('Portal Klienta OSD');
  doc.setLanguage('pl-PL');

  const form = doc.getForm();
  const fonts = { regular, bold };
  const ctx = blockContext(form, fonts, input);
  const pages = new PageFlow(doc, fonts, input);
  pages.newPage();
  const sections = sectionBlocks(ctx);
  const last = sections.pop();
  pages.flow([
    titleBlock(ctx),
    instructionsBlock(ctx),
    ...enclosureBlocks(ctx),
    ...sections,
    // The place and date of signing stay on the page of the signature box.
    ...(last ? [{ ...last, keepWithNext: true }] : []),
    signatureBlock(ctx),
  ]);
  pages.drawFooters();

  // Viewers draw typed text with the form's default font: DejaVu, with its Polish glyphs.
  const acroForm = form.acroForm.dict;
  acroForm.set(PDFName.of('DR'), doc.context.obj({ Font: doc.context.obj({ [regular.name]: regular.ref }) }));
  acroForm.set(PDFName.of('DA'), PDFString.of(`/${regular.name} 9 Tf 0 g`));
  form.updateFieldAppearances(regular);
  return doc.save({ updateFieldAppearances: false, objectsPerTick: 1000 });
}
