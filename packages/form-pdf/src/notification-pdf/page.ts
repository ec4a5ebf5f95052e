// The page flow of the notification PDF: blocks measured once, placed top to bottom, a new page when
// one is full, with the operator's header on every page and "Strona n z m" in every footer.
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { NotificationPdfInput } from './input.ts';
import {
  PAGE_WIDTH,
  PAGE_HEIGHT,
  MARGIN_X,
  CONTENT_WIDTH,
  PAGE_TOP,
  CONTENT_TOP,
  CONTENT_BOTTOM,
  INDENT,
  NAVY,
  MUTED,
  RULE,
  BAR,
  WHITE,
} from './layout.ts';
import { textWidth, wrap, type Fonts } from './text.ts';

/** A piece of the page flow: measured once, drawn at the top the paginator gives it. */
export interface Block {
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

/** A block of a form's fields: no space of its own above it, free to end a page. */
export function fieldBlock(height: number, level: number, draw: Block['draw']): Block {
  return { height, space: 0, keepWithNext: false, level, draw };
}

/** Lays blocks out on pages: each page gets the header; footers are drawn once the page count is known. */
export class PageFlow {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = CONTENT_TOP;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly input: NotificationPdfInput,
  ) {}

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = CONTENT_TOP;
    const formNumber = `Formularz nr ${this.input.formId} · wersja ${this.input.version}`;
    drawOperatorHeader(this.page, this.fonts, this.input.operator, formNumber);
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
