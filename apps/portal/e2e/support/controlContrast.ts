// WCAG 2.2 1.4.11 Non-text contrast, which axe does not check: the edge of every text field, drop-down and
// text area on the screen must stand out at 3:1 from what surrounds it (the login, settings, 2FA
// and page fields had a 1 px border of 1.65:1 on white). Its border, or where it has none its own fill,
// against the first opaque background behind it. Disabled controls are exempt, as WCAG exempts them.
import { expect, type Page } from '@playwright/test';

export const NON_TEXT_CONTRAST = 3;

export interface WeakControl {
  control: string;
  ratio: number;
}

export async function weakControls(page: Page): Promise<WeakControl[]> {
  return page.evaluate((minimum) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const behind = (element: Element): Rgba => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] >= 0.99) return colour;
      }
      return [255, 255, 255, 1];
    };
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
        element.getAttribute('name') ??
        '';
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${label}`.trim();
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]):not([type=range]), select, textarea',
    );
    const weak: { control: string; ratio: number }[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width < 4 || box.height < 4 || style.visibility !== 'visible' || style.opacity === '0')
        continue;
      if ((control as HTMLInputElement).disabled) continue;
      const around = behind(control);
      const border = parse(style.borderTopColor);
      const edge =
        parseFloat(style.borderTopWidth) >= 1 && border[3] >= 0.99 ? border : parse(style.backgroundColor);
      const contrast = ratio(edge, around);
      if (contrast < minimum)
        weak.push({ control: describe(control), ratio: Math.round(contrast * 100) / 100 });
    }
    return weak;
  }, NON_TEXT_CONTRAST);
}

export async function expectControlsStandOut(page: Page): Promise<void> {
  const weak = await weakControls(page);
  expect(weak, `form controls under ${NON_TEXT_CONTRAST}:1 against their surroundings`).toEqual([]);
}
