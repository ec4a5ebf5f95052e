import { createSystem } from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { CONTROL_BORDER, controlChrome } from './controlChrome.ts';
import { accent, brand, gray, rows, status, surface, text } from './palette.ts';
import { breakpoints, getSystem, portalConfig, prepareSystem } from './system.ts';

const system = getSystem();

const AA_TEXT = 4.5;

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2b60a8', '#2b60a8')).toBe(1);
  });
});

describe('theme colour pairs meet WCAG AA for normal text', () => {
  const pairs: Array<[string, string, string]> = [
    ['body text on canvas', text.default, surface.canvas],
    ['body text on panel', text.default, surface.panel],
    ['muted text on canvas', text.muted, surface.canvas],
    ['muted text on panel', text.muted, surface.panel],
    ['white on brand solid (primary button)', '#ffffff', brand[700]],
    ['brand text on panel (links)', brand[700], surface.panel],
    ['brand text on brand subtle', brand[700], brand[50]],
    ['navy on amber accent (accent button)', brand[900], accent[400]],
    ['accent text on panel', accent[800], surface.panel],
    ['error text on panel', status.errorFg, surface.panel],
    ['error text on error background', status.errorFg, status.errorBg],
    ['white on error solid (error toast)', '#ffffff', status.errorSolid],
    ['success text on success background', status.successFg, status.successBg],
    ['white on success solid (success toast)', '#ffffff', status.successSolid],
    ['warning text on warning background', status.warningFg, status.warningBg],
    ['white on warning solid', '#ffffff', status.warningSolid],
    ['info text on info background', status.infoFg, status.infoBg],
    ['body text on notification row', text.default, rows.notification],
    ['body text on recent row', text.default, rows.recent],
    ['muted text on notification row', text.muted, rows.notification],
    ['muted text on recent row', text.muted, rows.recent],
    ['white on footer navy', '#ffffff', brand[900]],
    ['light grey on footer navy', gray[200], brand[900]],
  ];

  it.each(pairs)('%s', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('form controls stand out (WCAG 1.4.11 non-text contrast, 3:1)', () => {
  it.each([
    ['on a panel', surface.panel],
    ['on the page', surface.canvas],
  ])('the control border %s', (_name, background) => {
    expect(contrastRatio(CONTROL_BORDER, background)).toBeGreaterThanOrEqual(3);
  });

  it('draws the colour it is tested with, and a focus ring thicker than 1 px', () => {
    expect(system.token('colors.gray.500')).toBe(CONTROL_BORDER);
    expect(controlChrome.borderColor).toBe('gray.500');
    expect(parseInt(controlChrome._focusVisible.outline, 10)).toBeGreaterThan(1);
  });
});

describe('system', () => {
  it('builds its global CSS when first read, not with the system (tools/patches)', () => {
    const fresh = createSystem(portalConfig);
    expect(Object.getOwnPropertyDescriptor(fresh, '_global')?.get).toBeTypeOf('function');
    expect(fresh._global).toHaveLength(3);
    expect(fresh._global).toBe(fresh._global);
  });

  it('knows a condition without listing every condition again (tools/patches)', () => {
    const listed = vi.spyOn(Object, 'keys');
    try {
      const answers = ['_hover', 'md', '_open', 'color', 'base'].map((key) => system.conditions.has(key));
      expect(listed).not.toHaveBeenCalled();
      expect(answers).toEqual([true, true, true, false, false]);
    } finally {
      listed.mockRestore();
    }
  });

  it('is prepared ahead of the first render, the global CSS with it', async () => {
    await prepareSystem();
    expect(getSystem()._global).toHaveLength(3);
  });

  it('uses the breakpoints of portal-spec §1', () => {
    expect(breakpoints).toEqual({ sm: '600px', md: '960px', lg: '1280px', xl: '1500px' });
    expect(system.breakpoints.values.find((b) => b.name === 'md')?.min).toBe('60rem');
  });

  it('defines brand and accent palettes usable as colorPalette', () => {
    for (const palette of ['brand', 'accent']) {
      for (const key of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
        expect(system.tokens.getByName(`colors.${palette}.${key}`), `${palette}.${key}`).toBeDefined();
      }
    }
  });

  it('uses a system font stack and no web font', () => {
    const body = String(system.token('fonts.body'));
    expect(body).toMatch(/^system-ui/);
    expect(body).not.toMatch(/Inter/);
  });
});

describe('chakra theme subset', () => {
  it('keeps the CSS reset (preflight) of the default config', () => {
    expect(system._config.preflight).toBe(true);
    expect(Object.keys(system.getPreflightCss()).length).toBeGreaterThan(0);
  });

  it('registers the recipes of the components in use', () => {
    for (const key of ['button', 'badge', 'heading', 'link', 'spinner', 'textarea', 'icon', 'container']) {
      expect(system.hasRecipe(key), key).toBe(true);
    }
    for (const key of ['alert', 'card', 'drawer', 'field', 'list', 'toast']) {
      expect(system.isSlotRecipe(key), key).toBe(true);
    }
  });

  it('builds only the colour palettes the screens use, and every colour token still resolves', () => {
    for (const palette of ['gray', 'red', 'orange', 'green']) {
      expect(system.tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined();
    }
    for (const palette of ['yellow', 'teal', 'blue', 'cyan', 'purple', 'pink']) {
      expect(system.tokens.getByName(`colors.${palette}.500`), palette).toBeUndefined();
    }
    const colorTokens = [...system.tokens.allTokens].filter((token) => token.name.startsWith('colors.'));
    const unresolved = colorTokens.filter((token) =>
      /\{colors\.|--chakra-colors-(yellow|teal|blue|cyan|purple|pink)-/.test(JSON.stringify(token.value)),
    );
    expect(unresolved.map((token) => token.name)).toEqual([]);
  });
});
