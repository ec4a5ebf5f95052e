// The page of the notification PDF: A4 in points, margins, type sizes and the palette.
import { rgb } from 'pdf-lib';

// A4 in points, margins and type sizes.
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 42;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
export const PAGE_TOP = PAGE_HEIGHT - 34;
export const CONTENT_TOP = PAGE_TOP - 40;
export const CONTENT_BOTTOM = 50;
export const INDENT = 12;
export const CELL_GAP = 8;
export const ROW_GAP = 7;
export const LABEL_SIZE = 7.5;
export const NOTE_SIZE = 6.6;
export const OPTION_SIZE = 8;
export const BOX_HEIGHT = 16;
export const LINE_FACTOR = 1.28;

export const NAVY = rgb(0.05, 0.21, 0.42);
export const INK = rgb(0.11, 0.12, 0.15);
export const MUTED = rgb(0.37, 0.4, 0.46);
export const RULE = rgb(0.74, 0.78, 0.84);
export const BOX_BORDER = rgb(0.52, 0.57, 0.65);
export const BOX_FILL = rgb(0.965, 0.975, 0.992);
export const PANEL = rgb(0.93, 0.95, 0.98);
export const BAR = rgb(0.62, 0.72, 0.86);
export const REQUIRED = rgb(0.72, 0.1, 0.1);
export const WHITE = rgb(1, 1, 1);

/** Where content at a depth of conditional groups starts, and how wide it may be. */
export function indented(level: number): { x: number; width: number } {
  return { x: MARGIN_X + level * INDENT, width: CONTENT_WIDTH - level * INDENT };
}
