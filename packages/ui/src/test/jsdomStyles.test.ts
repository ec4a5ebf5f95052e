// jsdom's getComputedStyle is patched (tools/patches/jsdom@27.4.0.patch, docs/decisions.md): a style rule
// whose selectors each require a class, a type, an attribute or the focus the element lacks, or name a
// pseudo-element, is passed over without matching the selector; one whose selector is a plain type or
// class the element has applies without it. So is its CSS parser (tools/patches/@acemir__cssom@0.9.32.patch): before an at-rule it finds
// the last "{", "}", ";" or "*/" without a look-ahead to the end of the line at each character. These
// tests pin what they must not change (the computed values) and that the patches are there.
import { afterEach, describe, expect, it } from 'vitest';

const added: HTMLElement[] = [];

function addStyle(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  added.push(style);
}

function addMarkup(html: string): void {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  added.push(host);
}

function byId(id: string): Element {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

describe("jsdom's computed style with rules passed over by class and type", () => {
  it('applies every rule whose selector the element matches, and no other', () => {
    addStyle(`
      .t-outer .t-inner { display: none }
      .t-inner:not(.t-shown) { visibility: hidden }
      .t-flex:is(.t-a, .t-b) { display: flex }
      .t-list > li.t-item, .t-alt { display: grid }
      [data-t=".t-fake"] { display: inline-block }
      section.t-sec { pointer-events: none }
      SECTION.t-upper { color: rgb(1, 2, 3) }
      @media screen { .t-media { display: table } }
      .t-before::before { display: block }
      .t-other { display: contents }
    `);
    addMarkup(`
      <div class="t-outer"><span id="hidden-inner" class="t-inner">a</span></div>
      <span id="inner" class="t-inner">b</span>
      <span id="shown" class="t-inner t-shown">c</span>
      <span id="flex" class="t-flex t-b">d</span>
      <span id="not-flex" class="t-flex">e</span>
      <ul class="t-list"><li id="item" class="t-item">f</li></ul>
      <span id="alt" class="t-alt">g</span>
      <span id="fake" data-t=".t-fake">h</span>
      <section id="sec" class="t-sec t-upper">i</section>
      <div id="not-sec" class="t-sec">j</div>
      <span id="media" class="t-media">k</span>
      <span id="before" class="t-before">l</span>
      <table><tbody><tr><td id="cell">m</td></tr></tbody></table>
    `);
    const style = (id: string) => getComputedStyle(byId(id));

    expect(style('hidden-inner').display).toBe('none');
    expect(style('inner').display).toBe('inline');
    expect(style('inner').visibility).toBe('hidden');
    expect(style('shown').visibility).toBe('visible');
    expect(style('flex').display).toBe('flex');
    expect(style('not-flex').display).toBe('inline');
    expect(style('item').display).toBe('grid');
    expect(style('alt').display).toBe('grid');
    expect(style('fake').display).toBe('inline-block');
    expect(style('sec').pointerEvents).toBe('none');
    expect(style('sec').color).toBe('rgb(1, 2, 3)');
    expect(style('not-sec').pointerEvents).toBe('auto');
    expect(style('media').display).toBe('table');
    expect(style('before').display).toBe('inline');
    // jsdom's own style sheet, whose rules name types.
    expect(style('cell').display).toBe('table-cell');
  });

  it('does not match the selectors of rules that need a class the element lacks', () => {
    addMarkup('<span id="plain" class="t-plain">a</span>');
    const checks = countSelectorChecks();
    const checked = () => checks.ofStyle(byId('plain'));
    const before = checked();
    addStyle(Array.from({ length: 200 }, (_, i) => `.t-unused-${i}:hover { display: none }`).join('\n'));

    expect(checked()).toBe(before);
    checks.restore();
  });

  it('applies the rules that require an attribute, a link, the focus or a list of types as the selector engine does', () => {
    addStyle(`
      [data-t-state] { display: block }
      [data-t-state="open" i] .t-mark, [DATA-T-CASE] { display: flex }
      .t-pseudo::after, .t-pseudo::placeholder { display: none }
      :is(ul, ol).t-kind { display: grid }
      a.t-link:link { color: rgb(0, 1, 2) }
      a.t-link:visited { color: rgb(9, 9, 9) }
      .t-focus:focus-visible { outline-style: dotted }
      :where(svg) .t-inside, foreignObject.t-fo { display: table }
      div.t-plain-type { visibility: hidden }
    `);
    addMarkup(`
      <div id="stateful" data-t-state="OPEN"><span id="marked" class="t-mark">a</span></div>
      <div id="stateless"><span id="unmarked" class="t-mark">b</span></div>
      <span id="case" data-t-case="">c</span>
      <span id="pseudo" class="t-pseudo">d</span>
      <ol id="kind" class="t-kind"></ol>
      <div id="not-kind" class="t-kind"></div>
      <a id="link" class="t-link" href="#x">e</a>
      <a id="no-link" class="t-link">f</a>
      <input id="focus" class="t-focus" />
      <input id="no-focus" class="t-focus" />
      <svg><g id="inside" class="t-inside"></g><foreignObject id="fo" class="t-fo"></foreignObject></svg>
      <div id="plain-type" class="t-plain-type">i</div>
    `);
    // A text field: the selector engine takes its focus as visible whatever event came before.
    (byId('focus') as HTMLInputElement).focus();
    const style = (id: string) => getComputedStyle(byId(id));

    expect(style('stateful').display).toBe('block');
    expect(style('stateless').display).toBe('block');
    expect(style('marked').display).toBe('flex');
    expect(style('unmarked').display).toBe('inline');
    expect(style('case').display).toBe('flex');
    expect(style('pseudo').display).toBe('inline');
    expect(style('kind').display).toBe('grid');
    expect(style('not-kind').display).toBe('block');
    expect(style('link').color).toBe('rgb(0, 1, 2)');
    expect(style('no-link').color).not.toBe('rgb(0, 1, 2)');
    expect(style('no-link').color).not.toBe('rgb(9, 9, 9)');
    expect(style('focus').outlineStyle).toBe('dotted');
    expect(style('no-focus').outlineStyle).not.toBe('dotted');
    expect(style('inside').display).toBe('table');
    expect(style('plain-type').visibility).toBe('hidden');
    // An SVG element's mixed-case type is left to the selector engine: its answer, as without the patch.
    expect(style('fo').display).toBe('table');
  });

  it('does not match the selectors of rules it can tell without them', () => {
    addMarkup('<span id="bare" class="t-bare">a</span>');
    const checks = countSelectorChecks();
    const checked = () => checks.ofStyle(byId('bare'));
    const before = checked();
    addStyle(
      Array.from(
        { length: 50 },
        (_, i) => `
          [data-t-unused-${i}] { display: none }
          .t-bare::before, .t-bare::after { display: block }
          .t-bare:visited, :autofill { display: none }
          .t-bare:focus-visible { display: none }
          :is(ol, ul).t-bare { display: none }
          span, .t-bare { display: inline }
        `,
      ).join('\n'),
    );

    expect(checked()).toBe(before);
    checks.restore();
  });
});

describe("jsdom's CSS parser", () => {
  it('finds what precedes an at-rule without the look-ahead expression', () => {
    const lookAhead = String.raw`{(?!.*{)|}(?!.*})|;(?!.*;)|\*\/(?!.*\*\/)`;
    const match = String.prototype.match;
    let used = 0;
    String.prototype.match = function (this: string, pattern: RegExp | string) {
      if (pattern instanceof RegExp && pattern.source === lookAhead) used++;
      return match.call(this, pattern as RegExp);
    } as typeof String.prototype.match;
    try {
      addStyle(
        '.t-a { color: red } @media screen { .t-b { display: none } } @layer t { .t-c { color: blue } }',
      );
    } finally {
      String.prototype.match = match;
    }
    const sheet = (added.at(-1) as HTMLStyleElement).sheet;

    expect(Array.from(sheet?.cssRules ?? [], (rule) => rule.constructor.name)).toEqual([
      'CSSStyleRule',
      'CSSMediaRule',
      'CSSLayerBlockRule',
    ]);
    expect(used).toBe(0);
  });
});

/** Counts the selector matches jsdom makes, through its document's selector engine. */
function countSelectorChecks() {
  const implKey = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
  if (!implKey) throw new Error("jsdom's document has no implementation: has jsdom changed?");
  const engine = (
    Reflect.get(document, implKey) as { _domSelector: { check: (...args: unknown[]) => unknown } }
  )._domSelector;
  const check = engine.check;
  let count = 0;
  engine.check = (...args: unknown[]) => {
    count++;
    return check.apply(engine, args);
  };
  return {
    /** The matches one computation of the element's style makes. */
    ofStyle(element: Element): number {
      count = 0;
      // jsdom caches an element's style until the page changes: each count is of a fresh computation.
      addMarkup('');
      getComputedStyle(element).getPropertyValue('display');
      return count;
    },
    restore: () => (engine.check = check),
  };
}
