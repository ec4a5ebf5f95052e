// The form's steps as numbered sections: step bars, headings, the conditions under which a group
// applies, and the fields of each group in order.
import type { PaperGroup, PaperItem, PaperTextField } from '../paper-form.ts';
import { rowBlock } from './text-field-blocks.ts';
import { choiceBlock, checkboxBlock, noteBlock } from './choice-blocks.ts';
import type { BlockContext } from './block-context.ts';
import { MARGIN_X, CONTENT_WIDTH, NOTE_SIZE, NAVY, MUTED, RULE, WHITE, indented } from './layout.ts';
import type { Block } from './page.ts';
import { wrap, textHeight, drawLines, type Ink } from './text.ts';

export function stepBlock(
  ctx: BlockContext,
  number: number,
  title: string,
  description: string | undefined,
): Block {
  const { bold, regular } = ctx.fonts;
  const barHeight = 19;
  const lines = description ? wrap(description, regular, 7.5, CONTENT_WIDTH) : [];
  const height = barHeight + (lines.length ? 4 + textHeight(lines.length, 7.5) : 0) + 5;
  return {
    height,
    space: 14,
    keepWithNext: true,
    minRoom: 160,
    level: 0,
    draw: (page, top) => {
      page.drawRectangle({
        x: MARGIN_X,
        y: top - barHeight,
        width: CONTENT_WIDTH,
        height: barHeight,
        color: NAVY,
      });
      page.drawText(`${number}. ${title}`, {
        x: MARGIN_X + 8,
        y: top - 13.2,
        size: 10.5,
        font: bold,
        color: WHITE,
      });
      drawLines(page, lines, MARGIN_X, top - barHeight - 4, { font: regular, size: 7.5, color: MUTED });
    },
  };
}

/** A schema section (size 9.5, ruled) or a nested object (size 8.5) heading. */
export function headingBlock(
  ctx: BlockContext,
  title: string,
  description: string | undefined,
  level: number,
  size = 8.5,
): Block {
  const { bold } = ctx.fonts;
  const { x, width } = indented(level);
  const lines = wrap(title, bold, size, width);
  const notes = description ? wrap(description, ctx.fonts.regular, NOTE_SIZE + 0.4, width) : [];
  const ruled = size >= 9.5;
  const height =
    textHeight(lines.length, size) + (ruled ? 4 : 1) + textHeight(notes.length, NOTE_SIZE + 0.4) + 4;
  return {
    height,
    space: ruled ? 8 : 4,
    keepWithNext: true,
    level,
    draw: (page, top) => {
      let used = drawLines(page, lines, x, top, { font: bold, size, color: NAVY });
      if (ruled) {
        page.drawLine({
          start: { x, y: top - used - 1.5 },
          end: { x: x + width, y: top - used - 1.5 },
          thickness: 0.5,
          color: RULE,
        });
        used += 3;
      }
      drawLines(page, notes, x, top - used - 1, { ...ctx.note, size: NOTE_SIZE + 0.4 });
    },
  };
}

export function conditionBlock(ctx: BlockContext, condition: string, level: number): Block {
  const { x, width } = indented(level);
  const ink: Ink = { font: ctx.fonts.bold, size: 7, color: MUTED };
  const lines = wrap(condition, ink.font, ink.size, width);
  return {
    height: textHeight(lines.length, ink.size) + 3,
    space: 1,
    keepWithNext: true,
    level,
    draw: (page, top) => {
      drawLines(page, lines, x, top, ink);
    },
  };
}

/** Fields of a group in order: text fields packed into rows, every other field on its own line. */
export function itemBlocks(ctx: BlockContext, items: readonly PaperItem[], level: number): Block[] {
  const blocks: Block[] = [];
  let row: PaperTextField[] = [];
  let rowWidth = 0;
  const flush = () => {
    if (row.length > 0) blocks.push(rowBlock(ctx, row, level));
    row = [];
    rowWidth = 0;
  };
  for (const item of items) {
    if (item.kind === 'text') {
      if (rowWidth + item.width > 1.0001) flush();
      row.push(item);
      rowWidth += item.width;
      continue;
    }
    flush();
    if (item.kind === 'group') blocks.push(...groupBlocks(ctx, item, level));
    else if (item.kind === 'checkbox')
      blocks.push(checkboxBlock(ctx, item.name, item.label, item.description, item.required, level));
    else if (item.kind === 'enclosure') blocks.push(noteBlock(ctx, item, level));
    else blocks.push(choiceBlock(ctx, item, level));
  }
  flush();
  return blocks;
}

export function groupBlocks(ctx: BlockContext, group: PaperGroup, level: number): Block[] {
  if (group.condition) {
    return [conditionBlock(ctx, group.condition, level + 1), ...itemBlocks(ctx, group.items, level + 1)];
  }
  const first = group.items[0];
  // "Tytuł prawny do nieruchomości" over a choice with the same label: one is enough.
  const title =
    group.title && !(first && first.kind !== 'group' && first.label === group.title)
      ? group.title
      : undefined;
  const heading =
    title || group.description ? [headingBlock(ctx, title ?? '', group.description, level)] : [];
  return [...heading, ...itemBlocks(ctx, group.items, level)];
}

export function sectionBlocks(ctx: BlockContext): Block[] {
  const blocks: Block[] = [];
  ctx.input.form.sections.forEach((section, index) => {
    blocks.push(stepBlock(ctx, index + 1, section.title, section.description));
    for (const group of section.items) {
      if (group.title && group.title !== section.title) {
        blocks.push(headingBlock(ctx, group.title, group.description, 0, 9.5));
        blocks.push(...itemBlocks(ctx, group.items, 0));
      } else {
        const { title: _sameAsSection, ...untitled } = group;
        blocks.push(...groupBlocks(ctx, untitled, 0));
      }
    }
  });
  return blocks;
}
