// Text fields side by side in rows: labels on top, boxes aligned, help under the boxes; one cell per
// character for PESEL, zip codes and the like.
import type { PDFPage } from 'pdf-lib';
import type { PaperTextField } from '../paper-form.ts';
import { describeField, type BlockContext } from './block-context.ts';
import {
  CELL_GAP,
  ROW_GAP,
  LABEL_SIZE,
  NOTE_SIZE,
  BOX_HEIGHT,
  INK,
  BOX_BORDER,
  BOX_FILL,
  REQUIRED,
  indented,
} from './layout.ts';
import { fieldBlock, type Block } from './page.ts';
import { textWidth, wrap, leading, textHeight, drawLines, type Ink } from './text.ts';

/** Text fields side by side: labels on top, boxes aligned, help under the boxes. */
export function rowBlock(ctx: BlockContext, fields: readonly PaperTextField[], level: number): Block {
  const { x, width } = indented(level);
  const total = fields.reduce((sum, field) => sum + field.width, 0);
  const usable = width - CELL_GAP * (fields.length - 1);
  // A row of several fields (or one filling half the line) is stretched to the full width, so rows line up on the right; boxes of
  // one cell per character (PESEL, zip code) keep their width and the other fields take the rest.
  const stretched = (fields.length > 1 || total >= 0.5) && fields.some((field) => !field.comb);
  const fixed = fields.filter((field) => field.comb).reduce((sum, field) => sum + field.width * width, 0);
  const flexible = fields.filter((field) => !field.comb).reduce((sum, field) => sum + field.width, 0);
  const cellWidths = fields.map((field) =>
    !stretched || field.comb ? field.width * width : (field.width / flexible) * (usable - fixed),
  );
  let used = 0;
  const cells = fields.map((field, index) => {
    const cellWidth = cellWidths[index] ?? 0;
    // Unstretched, the last field's label and help may use the free space to its right.
    const textRoom = !stretched && index === fields.length - 1 ? width - used : cellWidth;
    used += cellWidth + CELL_GAP;
    const label = field.hint ? `${field.label} (${field.hint})` : field.label;
    return {
      field,
      cellWidth,
      label: wrap(label, ctx.label.font, LABEL_SIZE, textRoom - (field.required ? 5 : 0)),
      notes: field.description
        ? wrap(field.description, ctx.note.font, NOTE_SIZE, Math.max(cellWidth, Math.min(textRoom, 300)))
        : [],
      boxHeight: field.lines > 1 ? field.lines * 11.5 + 5 : BOX_HEIGHT,
    };
  });
  const labelHeight = Math.max(...cells.map((cell) => textHeight(cell.label.length, LABEL_SIZE)));
  const boxHeight = Math.max(...cells.map((cell) => cell.boxHeight));
  const notesHeight = Math.max(...cells.map((cell) => textHeight(cell.notes.length, NOTE_SIZE)));
  const height = labelHeight + 2 + boxHeight + (notesHeight > 0 ? 2 + notesHeight : 0) + ROW_GAP;
  return fieldBlock(height, level, (page, top) => {
    let cellX = x;
    for (const cell of cells) {
      const { field } = cell;
      // Labels sit on the boxes: a one-line label beside a two-line one lines up at the bottom.
      const labelTop = top + textHeight(cell.label.length, LABEL_SIZE) - labelHeight;
      drawLines(page, cell.label, cellX, labelTop, ctx.label);
      if (field.required) drawAsterisk(ctx, page, cell.label, cellX, labelTop);
      const boxTop = top - labelHeight - 2;
      const boxY = boxTop - cell.boxHeight;
      page.drawRectangle({
        x: cellX,
        y: boxY,
        width: cell.cellWidth,
        height: cell.boxHeight,
        color: BOX_FILL,
        borderColor: BOX_BORDER,
        borderWidth: 0.6,
      });
      if (field.comb && field.maxLength) {
        const step = cell.cellWidth / field.maxLength;
        for (let index = 1; index < field.maxLength; index += 1) {
          page.drawLine({
            start: { x: cellX + index * step, y: boxY + 0.3 },
            end: { x: cellX + index * step, y: boxY + cell.boxHeight * 0.45 },
            thickness: 0.5,
            color: BOX_BORDER,
          });
        }
      }
      textField(ctx, page, field, cellX, boxY, cell.cellWidth, cell.boxHeight);
      drawLines(page, cell.notes, cellX, boxTop - cell.boxHeight - 2, ctx.note);
      cellX += cell.cellWidth + CELL_GAP;
    }
  });
}

/** The red asterisk after the last line of a required field's label, drawn in `ink` (the labels'). */
export function drawAsterisk(
  ctx: BlockContext,
  page: PDFPage,
  lines: readonly string[],
  x: number,
  top: number,
  ink: Ink = ctx.label,
): void {
  const last = lines[lines.length - 1] ?? '';
  page.drawText('*', {
    x: x + textWidth(last, ink.font, ink.size) + 1.5,
    y: top - ink.size - (lines.length - 1) * leading(ink.size) + 0.5,
    size: ink.size,
    font: ctx.fonts.bold,
    color: REQUIRED,
  });
}

function textField(
  ctx: BlockContext,
  page: PDFPage,
  field: PaperTextField,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const textField = ctx.form.createTextField(field.name);
  if (field.maxLength) textField.setMaxLength(field.maxLength);
  if (field.comb && field.maxLength) textField.enableCombing();
  if (field.lines > 1) textField.enableMultiline();
  describeField(textField, field.label);
  // Typed text keeps off the drawn border; one box per character must match the drawn cells exactly.
  const inset = field.comb ? 0 : 2;
  textField.addToPage(page, {
    x: x + inset,
    y,
    width: width - 2 * inset,
    height,
    font: ctx.fonts.regular,
    textColor: INK,
    backgroundColor: undefined,
    borderColor: undefined,
    borderWidth: 0,
  });
  // After addToPage, which writes the /DA entry the size goes into.
  textField.setFontSize(field.lines > 1 ? 8.5 : 9);
}
