// Choices: radio groups (choice, yes/no) and one box per option (multiple choice) in columns, single
// check boxes (statements, consents, enclosures), and the note that asks for an attachment.
import type { PaperChoiceField, PaperField } from '../paper-form.ts';
import { describeField, type BlockContext } from './block-context.ts';
import { ROW_GAP, LABEL_SIZE, NOTE_SIZE, OPTION_SIZE, INK, BOX_BORDER, WHITE, indented } from './layout.ts';
import { fieldBlock, type Block } from './page.ts';
import { drawAsterisk } from './text-field-blocks.ts';
import { textWidth, wrap, textHeight, drawLines, type Ink } from './text.ts';

/** Where a radio button or a check box goes: a white square at (x, y), its bottom left corner. */
function tickBox(x: number, y: number) {
  return { x, y, width: 9.5, height: 9.5, borderColor: BOX_BORDER, borderWidth: 0.8, backgroundColor: WHITE };
}

/** A radio group (choice, yes/no) or one box per option (multiple choice), options in columns. */
export function choiceBlock(ctx: BlockContext, field: PaperChoiceField, level: number): Block {
  const { x, width } = indented(level);
  const optionFont = ctx.fonts.regular;
  const label = wrap(field.label, ctx.label.font, LABEL_SIZE, width - 5);
  const notes = field.description ? wrap(field.description, ctx.note.font, NOTE_SIZE, width) : [];
  const natural = field.options.map((option) => textWidth(option.label, optionFont, OPTION_SIZE) + 13.5 + 18);
  const oneLine = natural.reduce((sum, value) => sum + value, 0) <= width;
  const columns = oneLine
    ? field.options.length
    : Math.max(1, Math.floor(width / Math.min(width, Math.max(...natural))));
  const rows: { option: (typeof field.options)[number]; x: number; lines: string[] }[][] = [];
  let optionX = 0;
  field.options.forEach((option, index) => {
    // Options that fit on one line sit side by side; more go into even columns.
    const row = Math.floor(index / columns);
    const cellWidth = oneLine ? (natural[index] ?? 0) : width / columns;
    if (!oneLine) optionX = (index % columns) * cellWidth;
    (rows[row] ??= []).push({
      option,
      x: optionX,
      lines: wrap(option.label, optionFont, OPTION_SIZE, cellWidth - 16),
    });
    if (oneLine) optionX += cellWidth;
  });
  const rowHeights = rows.map((row) =>
    Math.max(13, ...row.map((cell) => textHeight(cell.lines.length, OPTION_SIZE) + 3)),
  );
  const labelHeight = textHeight(label.length, LABEL_SIZE);
  const optionsHeight = rowHeights.reduce((sum, value) => sum + value, 0);
  const height =
    labelHeight +
    3 +
    optionsHeight +
    (notes.length ? textHeight(notes.length, NOTE_SIZE) + 1 : 0) +
    ROW_GAP -
    2;
  return fieldBlock(height, level, (page, top) => {
    drawLines(page, label, x, top, ctx.label);
    if (field.required) drawAsterisk(ctx, page, label, x, top);
    const group = field.kind === 'checkboxes' ? null : ctx.form.createRadioGroup(field.name);
    if (group) describeField(group, field.label);
    let rowTop = top - labelHeight - 3;
    rows.forEach((row, rowIndex) => {
      row.forEach((cell) => {
        const cellX = x + cell.x;
        const widget = tickBox(cellX, rowTop - 10);
        if (group) {
          group.addOptionToPage(cell.option.value, page, widget);
        } else {
          const box = ctx.form.createCheckBox(`${field.name}.${cell.option.value}`);
          describeField(box, `${field.label}: ${cell.option.label}`);
          box.addToPage(page, widget);
        }
        drawLines(page, cell.lines, cellX + 13.5, rowTop - 0.8, {
          font: optionFont,
          size: OPTION_SIZE,
          color: INK,
        });
      });
      rowTop -= rowHeights[rowIndex] ?? 13;
    });
    drawLines(page, notes, x, rowTop, ctx.note);
  });
}

/** A box to tick with its text beside it: statements, consents, enclosures. */
export function checkboxBlock(
  ctx: BlockContext,
  name: string,
  label: string,
  description: string | undefined,
  required: boolean,
  level: number,
): Block {
  const { x, width } = indented(level);
  const labelRoom = width - 16 - (required ? 6 : 0);
  const lines = wrap(label, ctx.fonts.regular, 7.8, labelRoom);
  const notes = description ? wrap(description, ctx.note.font, NOTE_SIZE, labelRoom) : [];
  const height =
    Math.max(
      11,
      textHeight(lines.length, 7.8) + (notes.length ? 1.5 + textHeight(notes.length, NOTE_SIZE) : 0),
    ) + 5;
  return fieldBlock(height, level, (page, top) => {
    const box = ctx.form.createCheckBox(name);
    describeField(box, label);
    box.addToPage(page, tickBox(x, top - 10.5));
    const ink: Ink = { font: ctx.fonts.regular, size: 7.8, color: INK };
    const used = drawLines(page, lines, x + 16, top, ink);
    if (required) drawAsterisk(ctx, page, lines, x + 16, top, ink);
    drawLines(page, notes, x + 16, top - used - 1.5, ctx.note);
  });
}

export function noteBlock(ctx: BlockContext, field: PaperField, level: number): Block {
  const { x, width } = indented(level);
  const lines = wrap(
    `Dołącz do zgłoszenia: ${field.label}${field.description ? ` — ${field.description}` : ''}`,
    ctx.fonts.regular,
    7.5,
    width,
  );
  return fieldBlock(textHeight(lines.length, 7.5) + ROW_GAP, level, (page, top) => {
    drawLines(page, lines, x, top, { font: ctx.fonts.regular, size: 7.5, color: INK });
  });
}
