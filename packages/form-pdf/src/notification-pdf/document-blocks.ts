// The parts of the document around the form's sections: the title, how to file it and where to send it,
// the checklist of attachments, and the signature box.
import { headingBlock } from './section-blocks.ts';
import { checkboxBlock } from './choice-blocks.ts';
import type { BlockContext } from './block-context.ts';
import { ENCLOSURE_FIELD } from './input.ts';
import { PAGE_WIDTH, MARGIN_X, CONTENT_WIDTH, NAVY, INK, MUTED, BOX_BORDER, PANEL } from './layout.ts';
import type { Block } from './page.ts';
import { textWidth, wrap, leading, textHeight, drawLines } from './text.ts';

export function titleBlock(ctx: BlockContext): Block {
  const { bold, regular } = ctx.fonts;
  const title = wrap(ctx.input.form.title, bold, 16, CONTENT_WIDTH);
  const description = ctx.input.form.description
    ? wrap(ctx.input.form.description, regular, 8.5, CONTENT_WIDTH)
    : [];
  const height = textHeight(title.length, 16) + 4 + textHeight(description.length, 8.5) + 8;
  return {
    height,
    space: 0,
    keepWithNext: false,
    level: 0,
    draw: (page, top) => {
      const used = drawLines(page, title, MARGIN_X, top, { font: bold, size: 16, color: NAVY });
      drawLines(page, description, MARGIN_X, top - used - 4, { font: regular, size: 8.5, color: INK });
    },
  };
}

/** pdf.json's instructions beside where to send the signed form. */
export function instructionsBlock(ctx: BlockContext): Block {
  const { bold, regular } = ctx.fonts;
  const sendTo = ctx.input.sendTo;
  const gap = 14;
  const pad = 9;
  const leftWidth = sendTo ? CONTENT_WIDTH * 0.6 - gap / 2 : CONTENT_WIDTH;
  const rightWidth = CONTENT_WIDTH - leftWidth - gap;
  const steps = ctx.input.instructions.map((step, index) => ({
    number: `${index + 1}.`,
    lines: wrap(step, regular, 8, leftWidth - 2 * pad - 12),
  }));
  const leftHeight = 14 + steps.reduce((sum, step) => sum + textHeight(step.lines.length, 8) + 2, 0);
  const right = sendTo
    ? [
        { text: 'E-mailem (podpis kwalifikowany):', font: regular, color: MUTED },
        { text: sendTo.email, font: bold, color: INK },
        { text: 'Pocztą lub osobiście:', font: regular, color: MUTED },
        ...sendTo.postalAddress.map((line) => ({ text: line, font: regular, color: INK })),
      ]
    : [];
  const rightHeight = 14 + right.length * leading(8) + 4;
  const height = Math.max(leftHeight, rightHeight) + 2 * pad;
  return {
    height: height + 6,
    space: 4,
    keepWithNext: false,
    level: 0,
    draw: (page, top) => {
      page.drawRectangle({ x: MARGIN_X, y: top - height, width: leftWidth, height, color: PANEL });
      page.drawRectangle({ x: MARGIN_X, y: top - height, width: 2.5, height, color: NAVY });
      page.drawText('Jak złożyć zgłoszenie', {
        x: MARGIN_X + pad,
        y: top - pad - 8.5,
        size: 9,
        font: bold,
        color: NAVY,
      });
      let y = top - pad - 14;
      for (const step of steps) {
        page.drawText(step.number, { x: MARGIN_X + pad, y: y - 8 + 0.5, size: 8, font: bold, color: NAVY });
        y -= drawLines(page, step.lines, MARGIN_X + pad + 12, y, { font: regular, size: 8, color: INK }) + 2;
      }
      if (!sendTo) return;
      const x = MARGIN_X + leftWidth + gap;
      page.drawRectangle({ x, y: top - height, width: rightWidth, height, color: PANEL });
      page.drawRectangle({ x, y: top - height, width: 2.5, height, color: NAVY });
      page.drawText('Dokąd wysłać', { x: x + pad, y: top - pad - 8.5, size: 9, font: bold, color: NAVY });
      let lineTop = top - pad - 14;
      right.forEach((line, index) => {
        if (index === 2) lineTop -= 4;
        const shown = wrap(line.text, line.font, 8, rightWidth - 2 * pad)[0] ?? '';
        page.drawText(shown, {
          x: x + pad,
          y: lineTop - 8 + 0.5,
          size: 8,
          font: line.font,
          color: line.color,
        });
        lineTop -= leading(8);
      });
    },
  };
}

/** pdf.json's attachments as a checklist the applicant ticks. */
export function enclosureBlocks(ctx: BlockContext): Block[] {
  if (ctx.input.attachments.length === 0) return [];
  const blocks: Block[] = [
    headingBlock(ctx, 'Załączniki', 'Zaznacz dokumenty, które dołączasz do zgłoszenia.', 0, 10),
  ];
  ctx.input.attachments.forEach((attachment, index) => {
    blocks.push(checkboxBlock(ctx, `${ENCLOSURE_FIELD}.${index + 1}`, attachment, undefined, false, 0));
  });
  const legend =
    'Pola oznaczone * są obowiązkowe; pola w ramce z lewą kreską wypełnij tylko wtedy, gdy dotyczą Twojej odpowiedzi. Formularz wypełnisz na komputerze albo odręcznie, drukowanymi literami.';
  const lines = wrap(legend, ctx.fonts.regular, 7.2, CONTENT_WIDTH);
  blocks.push({
    height: textHeight(lines.length, 7.2),
    space: 6,
    keepWithNext: false,
    level: 0,
    draw: (page, top) => {
      drawLines(page, lines, MARGIN_X, top, { font: ctx.fonts.regular, size: 7.2, color: MUTED });
    },
  });
  return blocks;
}

export function signatureBlock(ctx: BlockContext): Block {
  const boxWidth = 230;
  const boxHeight = 52;
  const caption = 'Czytelny podpis wnioskodawcy lub pełnomocnika';
  return {
    height: boxHeight + 14,
    space: 10,
    keepWithNext: false,
    level: 0,
    draw: (page, top) => {
      const x = PAGE_WIDTH - MARGIN_X - boxWidth;
      page.drawRectangle({
        x,
        y: top - boxHeight,
        width: boxWidth,
        height: boxHeight,
        borderColor: BOX_BORDER,
        borderWidth: 0.6,
        borderDashArray: [3, 2],
      });
      const width = textWidth(caption, ctx.fonts.regular, 7);
      page.drawText(caption, {
        x: x + (boxWidth - width) / 2,
        y: top - boxHeight - 9,
        size: 7,
        font: ctx.fonts.regular,
        color: MUTED,
      });
    },
  };
}
