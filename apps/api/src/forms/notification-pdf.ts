// The fillable PDF of a paper form (applications-spec §1: forms 8 and 10 are downloaded, filled, signed
// and sent by e-mail or post): the operator's header, the title, the instructions and the attachment list
// of pdf.json, then the ui.json steps as numbered sections of AcroForm fields (text fields, check boxes,
// radio groups for choices), and the place, date and signature box. Labels and fields use DejaVu Sans
// Condensed from the dejavu-fonts-ttf package: Polish letters (ą ć ę ł ń ó ś ź ż) render and can be typed.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  rgb,
  type PDFField,
  type PDFFont,
  type PDFForm,
  type PDFPage,
} from 'pdf-lib';
import type {
  PaperChoiceField,
  PaperField,
  PaperForm,
  PaperGroup,
  PaperItem,
  PaperTextField,
} from './paper-form.ts';

export interface SendTo {
  readonly email: string;
  readonly postalAddress: readonly string[];
}

export interface NotificationPdfInput {
  readonly formId: number;
  readonly version: string;
  /** The operator's name in the page header. */
  readonly operator: string;
  readonly form: PaperForm;
  /** pdf.json: the steps for the applicant, the documents to enclose and where to send the form. */
  readonly instructions: readonly string[];
  readonly attachments: readonly string[];
  readonly sendTo?: SendTo;
}

/** The check boxes of the attachment list: enclosures.1, enclosures.2, … */
export const ENCLOSURE_FIELD = 'enclosures';

// A4 in points, margins and type sizes (the page geometry, colours and type helpers are shared with the
// other documents the API prints, e.g. information-leaflet.ts).
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 42;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
export const PAGE_TOP = PAGE_HEIGHT - 34;
export const CONTENT_TOP = PAGE_TOP - 40;
export const CONTENT_BOTTOM = 50;
const INDENT = 12;
const CELL_GAP = 8;
const ROW_GAP = 7;
const LABEL_SIZE = 7.5;
const NOTE_SIZE = 6.6;
const OPTION_SIZE = 8;
const BOX_HEIGHT = 16;
const LINE_FACTOR = 1.28;

export const NAVY = rgb(0.05, 0.21, 0.42);
export const INK = rgb(0.11, 0.12, 0.15);
export const MUTED = rgb(0.37, 0.4, 0.46);
export const RULE = rgb(0.74, 0.78, 0.84);
const BOX_BORDER = rgb(0.52, 0.57, 0.65);
const BOX_FILL = rgb(0.965, 0.975, 0.992);
export const PANEL = rgb(0.93, 0.95, 0.98);
const BAR = rgb(0.62, 0.72, 0.86);
const REQUIRED = rgb(0.72, 0.1, 0.1);
const WHITE = rgb(1, 1, 1);

/** Glyphs a user may type into a field: their widths and Unicode map must be in the embedded font. */
const TYPEABLE =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  'ĄĆĘŁŃÓŚŹŻąćęłńóśźż–—„”«»§°²³×µ€';

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

const require = createRequire(import.meta.url);
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** Read once per process: the TTF files ship in node_modules, nothing is fetched at run time. */
export function loadFontFiles(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fontFiles ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

// Advance widths per font and character: fontkit's layout of a whole string is slow (it shapes the
// text), and pdf-lib draws glyphs by their advances anyway, without kerning.
const advances = new WeakMap<PDFFont, Map<string, number>>();

export function textWidth(text: string, font: PDFFont, size: number): number {
  let widths = advances.get(font);
  if (!widths) {
    widths = new Map();
    advances.set(font, widths);
  }
  let total = 0;
  for (const character of text) {
    let width = widths.get(character);
    if (width === undefined) {
      width = font.widthOfTextAtSize(character, 1000);
      widths.set(character, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= width || !line) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export const leading = (size: number) => size * LINE_FACTOR;
export const textHeight = (lines: number, size: number) => (lines > 0 ? lines * leading(size) : 0);

export interface Ink {
  readonly font: PDFFont;
  readonly size: number;
  readonly color: ReturnType<typeof rgb>;
}

/** Draws wrapped lines whose block starts at `top`; returns the height used. */
export function drawLines(page: PDFPage, lines: readonly string[], x: number, top: number, ink: Ink): number {
  lines.forEach((line, index) => {
    page.drawText(line, {
      x,
      y: top - ink.size - index * leading(ink.size) + 0.5,
      size: ink.size,
      font: ink.font,
      color: ink.color,
    });
  });
  return textHeight(lines.length, ink.size);
}

/** The operator's mark and name at the top of a page, `right` (the document's number) on the right, a rule beneath. */
export function drawOperatorHeader(page: PDFPage, fonts: Fonts, operator: string, right: string): void {
  const { bold, regular } = fonts;
  page.drawRectangle({ x: MARGIN_X, y: PAGE_TOP - 22, width: 26, height: 22, color: NAVY });
  page.drawText('OSD', { x: MARGIN_X + 3.6, y: PAGE_TOP - 14.2, size: 8, font: bold, color: WHITE });
  page.drawText(operator, { x: MARGIN_X + 34, y: PAGE_TOP - 9, size: 9.5, font: bold, color: NAVY });
  page.drawText('Portal Klienta · Biuro Obsługi Klienta', {
    x: MARGIN_X + 34,
    y: PAGE_TOP - 20,
    size: 7,
    font: regular,
    color: MUTED,
  });
  page.drawText(right, {
    x: PAGE_WIDTH - MARGIN_X - textWidth(right, regular, 7.5),
    y: PAGE_TOP - 9,
    size: 7.5,
    font: regular,
    color: MUTED,
  });
  page.drawLine({
    start: { x: MARGIN_X, y: PAGE_TOP - 29 },
    end: { x: PAGE_WIDTH - MARGIN_X, y: PAGE_TOP - 29 },
    thickness: 0.8,
    color: NAVY,
  });
}

/** The alternate field name viewers show as a tooltip and screen readers read: the Polish label. */
function describeField(field: PDFField, label: string): void {
  field.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(label));
}

/** A piece of the page flow: measured once, drawn at the top the paginator gives it. */
interface Block {
  readonly height: number;
  /** Space above the block, dropped at the top of a page. */
  readonly space: number;
  /** Moves to the next page together with the block after it (headings, captions). */
  readonly keepWithNext: boolean;
  /** Starts on a new page unless this much room is left (a numbered section). */
  readonly minRoom?: number;
  /** Depth of conditional groups it belongs to: a vertical bar per level marks them. */
  readonly level: number;
  draw(page: PDFPage, top: number): void;
}

class Renderer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = CONTENT_TOP;

  constructor(
    private readonly doc: PDFDocument,
    private readonly form: PDFForm,
    private readonly fonts: Fonts,
    private readonly input: NotificationPdfInput,
  ) {}

  private get label(): Ink {
    return { font: this.fonts.regular, size: LABEL_SIZE, color: INK };
  }

  private get note(): Ink {
    return { font: this.fonts.regular, size: NOTE_SIZE, color: MUTED };
  }

  // ---- pages ----

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = CONTENT_TOP;
    drawOperatorHeader(
      this.page,
      this.fonts,
      this.input.operator,
      `Formularz nr ${this.input.formId} · wersja ${this.input.version}`,
    );
  }

  /** Page numbers need the page count: drawn when everything else is. */
  drawFooters(): void {
    const { regular } = this.fonts;
    const left = `${this.input.form.title} — formularz nr ${this.input.formId}`;
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN_X, y: CONTENT_BOTTOM - 18 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: CONTENT_BOTTOM - 18 },
        thickness: 0.5,
        color: RULE,
      });
      const right = `Strona ${index + 1} z ${this.pages.length}`;
      const shown = wrap(left, regular, 6.8, CONTENT_WIDTH - 80)[0] ?? '';
      page.drawText(shown, { x: MARGIN_X, y: CONTENT_BOTTOM - 29, size: 6.8, font: regular, color: MUTED });
      page.drawText(right, {
        x: PAGE_WIDTH - MARGIN_X - textWidth(right, regular, 6.8),
        y: CONTENT_BOTTOM - 29,
        size: 6.8,
        font: regular,
        color: MUTED,
      });
    });
  }

  /** Places blocks top to bottom; a heading never ends a page, a block never straddles two. */
  flow(blocks: readonly Block[]): void {
    blocks.forEach((block, index) => {
      let needed = block.height + block.space;
      for (let next = index; blocks[next]?.keepWithNext && blocks[next + 1]; next += 1) {
        const following = blocks[next + 1]!;
        needed += following.height + following.space;
      }
      needed = Math.max(needed, block.minRoom ?? 0);
      const atTop = this.y === CONTENT_TOP;
      if (!atTop && this.y - Math.min(needed, CONTENT_TOP - CONTENT_BOTTOM) < CONTENT_BOTTOM) this.newPage();
      if (this.y !== CONTENT_TOP) this.y -= block.space;
      block.draw(this.page, this.y);
      for (let level = 1; level <= block.level; level += 1) {
        const x = MARGIN_X + level * INDENT - 7;
        this.page.drawLine({
          start: { x, y: this.y + (block.space > 0 ? 0 : 2) },
          end: { x, y: this.y - block.height + 2 },
          thickness: 1.6,
          color: BAR,
        });
      }
      this.y -= block.height;
    });
  }

  // ---- blocks ----

  private indented(level: number): { x: number; width: number } {
    return { x: MARGIN_X + level * INDENT, width: CONTENT_WIDTH - level * INDENT };
  }

  titleBlock(): Block {
    const { bold, regular } = this.fonts;
    const title = wrap(this.input.form.title, bold, 16, CONTENT_WIDTH);
    const description = this.input.form.description
      ? wrap(this.input.form.description, regular, 8.5, CONTENT_WIDTH)
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
  instructionsBlock(): Block {
    const { bold, regular } = this.fonts;
    const sendTo = this.input.sendTo;
    const gap = 14;
    const pad = 9;
    const leftWidth = sendTo ? CONTENT_WIDTH * 0.6 - gap / 2 : CONTENT_WIDTH;
    const rightWidth = CONTENT_WIDTH - leftWidth - gap;
    const steps = this.input.instructions.map((step, index) => ({
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
          y -=
            drawLines(page, step.lines, MARGIN_X + pad + 12, y, { font: regular, size: 8, color: INK }) + 2;
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
  enclosureBlocks(): Block[] {
    if (this.input.attachments.length === 0) return [];
    const blocks: Block[] = [
      this.headingBlock('Załączniki', 'Zaznacz dokumenty, które dołączasz do zgłoszenia.', 0, 10),
    ];
    this.input.attachments.forEach((attachment, index) => {
      blocks.push(this.checkboxBlock(`${ENCLOSURE_FIELD}.${index + 1}`, attachment, undefined, false, 0));
    });
    const legend =
      'Pola oznaczone * są obowiązkowe; pola w ramce z lewą kreską wypełnij tylko wtedy, gdy dotyczą Twojej odpowiedzi. Formularz wypełnisz na komputerze albo odręcznie, drukowanymi literami.';
    const lines = wrap(legend, this.fonts.regular, 7.2, CONTENT_WIDTH);
    blocks.push({
      height: textHeight(lines.length, 7.2),
      space: 6,
      keepWithNext: false,
      level: 0,
      draw: (page, top) => {
        drawLines(page, lines, MARGIN_X, top, { font: this.fonts.regular, size: 7.2, color: MUTED });
      },
    });
    return blocks;
  }

  stepBlock(number: number, title: string, description: string | undefined): Block {
    const { bold, regular } = this.fonts;
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
  headingBlock(title: string, description: string | undefined, level: number, size = 8.5): Block {
    const { bold } = this.fonts;
    const { x, width } = this.indented(level);
    const lines = wrap(title, bold, size, width);
    const notes = description ? wrap(description, this.fonts.regular, NOTE_SIZE + 0.4, width) : [];
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
        drawLines(page, notes, x, top - used - 1, { ...this.note, size: NOTE_SIZE + 0.4 });
      },
    };
  }

  conditionBlock(condition: string, level: number): Block {
    const { x, width } = this.indented(level);
    const ink: Ink = { font: this.fonts.bold, size: 7, color: MUTED };
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

  /** Text fields side by side: labels on top, boxes aligned, help under the boxes. */
  rowBlock(fields: readonly PaperTextField[], level: number): Block {
    const { x, width } = this.indented(level);
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
        label: wrap(label, this.label.font, LABEL_SIZE, textRoom - (field.required ? 5 : 0)),
        notes: field.description
          ? wrap(field.description, this.note.font, NOTE_SIZE, Math.max(cellWidth, Math.min(textRoom, 300)))
          : [],
        boxHeight: field.lines > 1 ? field.lines * 11.5 + 5 : BOX_HEIGHT,
      };
    });
    const labelHeight = Math.max(...cells.map((cell) => textHeight(cell.label.length, LABEL_SIZE)));
    const boxHeight = Math.max(...cells.map((cell) => cell.boxHeight));
    const notesHeight = Math.max(...cells.map((cell) => textHeight(cell.notes.length, NOTE_SIZE)));
    const height = labelHeight + 2 + boxHeight + (notesHeight > 0 ? 2 + notesHeight : 0) + ROW_GAP;
    return {
      height,
      space: 0,
      keepWithNext: false,
      level,
      draw: (page, top) => {
        let cellX = x;
        for (const cell of cells) {
          const { field } = cell;
          // Labels sit on the boxes: a one-line label beside a two-line one lines up at the bottom.
          const labelTop = top + textHeight(cell.label.length, LABEL_SIZE) - labelHeight;
          drawLines(page, cell.label, cellX, labelTop, this.label);
          if (field.required) this.drawAsterisk(page, cell.label, cellX, labelTop);
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
          this.textField(page, field, cellX, boxY, cell.cellWidth, cell.boxHeight);
          drawLines(page, cell.notes, cellX, boxTop - cell.boxHeight - 2, this.note);
          cellX += cell.cellWidth + CELL_GAP;
        }
      },
    };
  }

  private drawAsterisk(page: PDFPage, lines: readonly string[], x: number, top: number): void {
    const last = lines[lines.length - 1] ?? '';
    page.drawText('*', {
      x: x + textWidth(last, this.label.font, LABEL_SIZE) + 1.5,
      y: top - LABEL_SIZE - (lines.length - 1) * leading(LABEL_SIZE) + 0.5,
      size: LABEL_SIZE,
      font: this.fonts.bold,
      color: REQUIRED,
    });
  }

  private textField(
    page: PDFPage,
    field: PaperTextField,
    x: number,
    y: number,
    width: number,
    height: number,
  ): void {
    const textField = this.form.createTextField(field.name);
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
      font: this.fonts.regular,
      textColor: INK,
      backgroundColor: undefined,
      borderColor: undefined,
      borderWidth: 0,
    });
    // After addToPage, which writes the /DA entry the size goes into.
    textField.setFontSize(field.lines > 1 ? 8.5 : 9);
  }

  /** A radio group (choice, yes/no) or one box per option (multiple choice), options in columns. */
  choiceBlock(field: PaperChoiceField, level: number): Block {
    const { x, width } = this.indented(level);
    const optionFont = this.fonts.regular;
    const label = wrap(field.label, this.label.font, LABEL_SIZE, width - 5);
    const notes = field.description ? wrap(field.description, this.note.font, NOTE_SIZE, width) : [];
    const natural = field.options.map(
      (option) => textWidth(option.label, optionFont, OPTION_SIZE) + 13.5 + 18,
    );
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
    return {
      height,
      space: 0,
      keepWithNext: false,
      level,
      draw: (page, top) => {
        drawLines(page, label, x, top, this.label);
        if (field.required) this.drawAsterisk(page, label, x, top);
        const group = field.kind === 'checkboxes' ? null : this.form.createRadioGroup(field.name);
        if (group) describeField(group, field.label);
        let rowTop = top - labelHeight - 3;
        rows.forEach((row, rowIndex) => {
          row.forEach((cell) => {
            const cellX = x + cell.x;
            const widget = {
              x: cellX,
              y: rowTop - 10,
              width: 9.5,
              height: 9.5,
              borderColor: BOX_BORDER,
              borderWidth: 0.8,
              backgroundColor: WHITE,
            };
            if (group) {
              group.addOptionToPage(cell.option.value, page, widget);
            } else {
              const box = this.form.createCheckBox(`${field.name}.${cell.option.value}`);
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
        drawLines(page, notes, x, rowTop, this.note);
      },
    };
  }

  /** A box to tick with its text beside it: statements, consents, enclosures. */
  checkboxBlock(
    name: string,
    label: string,
    description: string | undefined,
    required: boolean,
    level: number,
  ): Block {
    const { x, width } = this.indented(level);
    const labelRoom = width - 16 - (required ? 6 : 0);
    const lines = wrap(label, this.fonts.regular, 7.8, labelRoom);
    const notes = description ? wrap(description, this.note.font, NOTE_SIZE, labelRoom) : [];
    const height =
      Math.max(
        11,
        textHeight(lines.length, 7.8) + (notes.length ? 1.5 + textHeight(notes.length, NOTE_SIZE) : 0),
      ) + 5;
    return {
      height,
      space: 0,
      keepWithNext: false,
      level,
      draw: (page, top) => {
        const box = this.form.createCheckBox(name);
        describeField(box, label);
        box.addToPage(page, {
          x,
          y: top - 10.5,
          width: 9.5,
          height: 9.5,
          borderColor: BOX_BORDER,
          borderWidth: 0.8,
          backgroundColor: WHITE,
        });
        const ink: Ink = { font: this.fonts.regular, size: 7.8, color: INK };
        const used = drawLines(page, lines, x + 16, top, ink);
        if (required) {
          const last = lines[lines.length - 1] ?? '';
          page.drawText('*', {
            x: x + 16 + textWidth(last, ink.font, 7.8) + 1.5,
            y: top - 7.8 - (lines.length - 1) * leading(7.8) + 0.5,
            size: 7.8,
            font: this.fonts.bold,
            color: REQUIRED,
          });
        }
        drawLines(page, notes, x + 16, top - used - 1.5, this.note);
      },
    };
  }

  noteBlock(field: PaperField, level: number): Block {
    const { x, width } = this.indented(level);
    const lines = wrap(
      `Dołącz do zgłoszenia: ${field.label}${field.description ? ` — ${field.description}` : ''}`,
      this.fonts.regular,
      7.5,
      width,
    );
    return {
      height: textHeight(lines.length, 7.5) + ROW_GAP,
      space: 0,
      keepWithNext: false,
      level,
      draw: (page, top) => {
        drawLines(page, lines, x, top, { font: this.fonts.regular, size: 7.5, color: INK });
      },
    };
  }

  /** Fields of a group in order: text fields packed into rows, every other field on its own line. */
  itemBlocks(items: readonly PaperItem[], level: number): Block[] {
    const blocks: Block[] = [];
    let row: PaperTextField[] = [];
    let rowWidth = 0;
    const flush = () => {
      if (row.length > 0) blocks.push(this.rowBlock(row, level));
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
      if (item.kind === 'group') blocks.push(...this.groupBlocks(item, level));
      else if (item.kind === 'checkbox')
        blocks.push(this.checkboxBlock(item.name, item.label, item.description, item.required, level));
      else if (item.kind === 'enclosure') blocks.push(this.noteBlock(item, level));
      else blocks.push(this.choiceBlock(item, level));
    }
    flush();
    return blocks;
  }

  groupBlocks(group: PaperGroup, level: number): Block[] {
    if (group.condition) {
      return [this.conditionBlock(group.condition, level + 1), ...this.itemBlocks(group.items, level + 1)];
    }
    const first = group.items[0];
    // "Tytuł prawny do nieruchomości" over a choice with the same label: one is enough.
    const title =
      group.title && !(first && first.kind !== 'group' && first.label === group.title)
        ? group.title
        : undefined;
    const heading =
      title || group.description ? [this.headingBlock(title ?? '', group.description, level)] : [];
    return [...heading, ...this.itemBlocks(group.items, level)];
  }

  sectionBlocks(): Block[] {
    const blocks: Block[] = [];
    this.input.form.sections.forEach((section, index) => {
      blocks.push(this.stepBlock(index + 1, section.title, section.description));
      for (const group of section.items) {
        if (group.title && group.title !== section.title) {
          blocks.push(this.headingBlock(group.title, group.description, 0, 9.5));
          blocks.push(...this.itemBlocks(group.items, 0));
        } else {
          blocks.push(...this.groupBlocks({ ...group, title: undefined }, 0));
        }
      }
    });
    return blocks;
  }

  signatureBlock(): Block {
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
        const width = textWidth(caption, this.fonts.regular, 7);
        page.drawText(caption, {
          x: x + (boxWidth - width) / 2,
          y: top - boxHeight - 9,
          size: 7,
          font: this.fonts.regular,
          color: MUTED,
        });
      },
    };
  }
}

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
  const renderer = new Renderer(doc, form, { regular, bold }, input);
  renderer.newPage();
  const sections = renderer.sectionBlocks();
  const last = sections.pop();
  renderer.flow([
    renderer.titleBlock(),
    renderer.instructionsBlock(),
    ...renderer.enclosureBlocks(),
    ...sections,
    // The place and date of signing stay on the page of the signature box.
    ...(last ? [{ ...last, keepWithNext: true }] : []),
    renderer.signatureBlock(),
  ]);
  renderer.drawFooters();

  // Viewers draw typed text with the form's default font: DejaVu, with its Polish glyphs.
  const acroForm = form.acroForm.dict;
  acroForm.set(PDFName.of('DR'), doc.context.obj({ Font: doc.context.obj({ [regular.name]: regular.ref }) }));
  acroForm.set(PDFName.of('DA'), PDFString.of(`/${regular.name} 9 Tf 0 g`));
  form.updateFieldAppearances(regular);
  return doc.save({ updateFieldAppearances: false, objectsPerTick: 1000 });
}
