// Test helper: axe-core's WCAG 2.1 A/AA rules on the rendered document (quality-bar "Accessibility"). jsdom
// cannot compute colours, so colour contrast is left to the browser runs; labels, names, fieldsets, ARIA
// and ids are checked here.
import axe from 'axe-core';

/**
 * The violations on the page, one line each (`rule: selectors`). The page does not change while axe reads
 * it, so each element's computed style is computed once per run: jsdom matches every style rule of the page
 * (Chakra's many) for each call, and axe asks each element for several properties; that was most of the
 * run's time.
 */
export async function axeViolations(): Promise<string[]> {
  const computedStyle = window.getComputedStyle;
  const styles = new WeakMap<Element, CSSStyleDeclaration>();
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computedStyle.call(window, element, pseudoElement);
    let style = styles.get(element);
    if (!style) styles.set(element, (style = computedStyle.call(window, element)));
    return style;
  };
  try {
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  } finally {
    window.getComputedStyle = computedStyle;
  }
}
