/** jsdom draws nothing: CodeMirror's measuring of text ranges (scrolling a selection into view) gets empty boxes. */
export function stubTextRanges(): void {
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
