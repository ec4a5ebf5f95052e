// Every `pattern` must accept at least one value: draft-07 compiles `^[0-9]{8}$[0-9]` without a
// word, and the form then refuses whatever a customer types. A pattern passes when one of the field's
// `examples` or one of its values in the valid fixtures matches it, or one of the strings generated here
// from the regex does; a regex the browser cannot compile is explained in Polish instead of AJV's
// `must match format "regex"`.
// The generator knows the regex subset the schemas use (classes, groups, alternation, quantifiers,
// anchors, common escapes); every candidate is tested with the real RegExp, so what it gets wrong can only
// make it miss an example, never pass a pattern that matches nothing.
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import { buildFormModel, type FieldModel, type FormUiInput } from '@portal/form-model';
import type { KeywordIssue } from './schema-keywords.ts';
import { escapeSegment, unescapeSegment } from '@portal/json-pointer';
import { walkFields } from './schema-walk.ts';

/** Candidates kept per regex part: enough for alternatives and counts, few enough to stay instant. */
const LIMIT = 64;

/** Characters tried for `.` and negated classes, in this order. */
const POOL = ['a', '1', 'A', 'z', '0', 'ą', '-', '_', '.', '/', ' ', '@', 'x', '9', 'Z'];

interface Parsed {
  readonly candidates: string[];
  /** A construct the generator does not model (look-around, back-reference): declared examples needed. */
  readonly approximate: boolean;
}

/** Keeps the first LIMIT strings of every combination of `left` then `right`. */
function product(left: readonly string[], right: readonly string[]): string[] {
  const out: string[] = [];
  // Diagonal order, so a long left list does not crowd out every choice of the right one.
  for (let sum = 0; sum < left.length + right.length && out.length < LIMIT; sum += 1)
    for (let i = Math.max(0, sum - right.length + 1); i <= Math.min(sum, left.length - 1); i += 1) {
      out.push(`${left[i]}${right[sum - i]}`);
      if (out.length >= LIMIT) break;
    }
  return [...new Set(out)];
}

class RegexGenerator {
  private index = 0;
  approximate = false;

  constructor(private readonly source: string) {}

  generate(): Parsed {
    const candidates = this.alternation();
    return { candidates, approximate: this.approximate || this.index < this.source.length };
  }

  private peek(): string | undefined {
    return this.source[this.index];
  }

  private alternation(): string[] {
    const branches = [this.sequence()];
    while (this.peek() === '|') {
      this.index += 1;
      branches.push(this.sequence());
    }
    // Take from each branch in turn, so every alternative is tried.
    const out: string[] = [];
    for (let round = 0; out.length < LIMIT && branches.some((branch) => branch.length > round); round += 1)
      for (const branch of branches) if (branch[round] !== undefined) out.push(branch[round] as string);
    return [...new Set(out)].slice(0, LIMIT);
  }

  private sequence(): string[] {
    let out = [''];
    while (this.index < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      out = product(out, this.quantified(atom));
    }
    return out;
  }

  private quantified(atom: string[]): string[] {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === '*' || char === '+' || char === '?') {
      this.index += 1;
      [min, max] = char === '*' ? [0, 2] : char === '+' ? [1, 2] : [0, 1];
    } else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index));
      if (!match) return atom;
      this.index += match[0].length;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] ? Number(match[3]) : min + 2;
    } else return atom;
    if (this.peek() === '?') this.index += 1; // lazy: the same strings
    const counts = [...new Set([min, Math.min(min + 1, max), max])];
    const out: string[] = [];
    for (const count of counts)
      for (const candidate of atom) {
        out.push(candidate.repeat(count));
        // Different candidates in one repetition (e.g. "0" then "1" for [0-9]{2}) as well.
        if (count > 1 && atom.length > 1) out.push(atom.slice(0, count).join('').padEnd(count, atom[0]));
      }
    return [...new Set(out)].slice(0, LIMIT);
  }

  private atom(): string[] {
    const char = this.source[this.index] as string;
    this.index += 1;
    switch (char) {
      case '^':
      case '$':
        return [''];
      case '.':
        return POOL.slice(0, 3);
      case '(':
        return this.group();
      case '[':
        return this.characterClass();
      case '\\':
        return this.escape(false).chars;
      default:
        return [char];
    }
  }

  private group(): string[] {
    const rest = this.source.slice(this.index);
    if (rest.startsWith('?:')) this.index += 2;
    else if (/^\?<[A-Za-z]/.test(rest)) this.index = this.source.indexOf('>', this.index) + 1;
    else if (/^\?<?[=!]/.test(rest)) {
      // A look-around matches no characters: skipped here, judged by the real RegExp.
      this.approximate = true;
      this.index += rest.startsWith('?<') ? 3 : 2;
      this.alternation();
      this.index += 1;
      return [''];
    }
    const inner = this.alternation();
    this.index += 1; // ')'
    return inner;
  }

  /** An escape's characters; `inClass` for \b (backspace in a class, a word boundary outside). */
  private escape(inClass: boolean): { chars: string[]; set?: (c: string) => boolean } {
    const char = this.source[this.index] ?? '\\';
    this.index += 1;
    const digit = (c: string) => c >= '0' && c <= '9';
    const word = (c: string) => /\w/.test(c);
    const space = (c: string) => /\s/.test(c);
    switch (char) {
      case 'd':
        return { chars: ['1', '0'], set: digit };
      case 'D':
        return { chars: ['a', '-'], set: (c) => !digit(c) };
      case 'w':
        return { chars: ['a', '1', '_'], set: word };
      case 'W':
        return { chars: ['-', ' '], set: (c) => !word(c) };
      case 's':
        return { chars: [' '], set: space };
      case 'S':
        return { chars: ['a', '1'], set: (c) => !space(c) };
      case 'n':
        return { chars: ['\n'] };
      case 't':
        return { chars: ['\t'] };
      case 'r':
        return { chars: ['\r'] };
      case 'b':
        if (inClass) return { chars: ['\b'] };
        this.approximate = true;
        return { chars: [''] };
      case 'B':
        this.approximate = true;
        return { chars: [''] };
      case 'u':
      case 'x': {
        const match = (char === 'u' ? /^(?:\{([0-9A-Fa-f]+)\}|([0-9A-Fa-f]{4}))/ : /^([0-9A-Fa-f]{2})/).exec(
          this.source.slice(this.index),
        );
        if (!match) return { chars: [char] };
        this.index += match[0].length;
        return { chars: [String.fromCodePoint(parseInt(match[1] ?? match[2] ?? '0', 16))] };
      }
      case 'p':
      case 'P': {
        // A Unicode property (\p{L}): the real RegExp decides which pool characters belong.
        const match = /^\{[^}]*\}/.exec(this.source.slice(this.index));
        const text = `\\${char}${match?.[0] ?? ''}`;
        if (match) this.index += match[0].length;
        let test: (c: string) => boolean = () => false;
        try {
          const regex = new RegExp(text, 'u');
          test = (c) => regex.test(c);
        } catch {
          // reported by the syntax check
        }
        return { chars: POOL.filter(test).slice(0, 2), set: test };
      }
      default:
        if (digit(char)) {
          // A back-reference repeats what its group matched: not modelled.
          this.approximate = true;
          return { chars: [''] };
        }
        return { chars: [char] };
    }
  }

  private characterClass(): string[] {
    const negated = this.peek() === '^';
    if (negated) this.index += 1;
    const members: ((c: string) => boolean)[] = [];
    const firsts: string[] = [];
    let first = true;
    while (this.index < this.source.length && (this.peek() !== ']' || first)) {
      first = false;
      let low: string;
      let lowSet: ((c: string) => boolean) | undefined;
      if (this.peek() === '\\') {
        this.index += 1;
        const escaped = this.escape(true);
        low = escaped.chars[0] ?? '';
        lowSet = escaped.set;
      } else {
        low = this.source[this.index] as string;
        this.index += 1;
      }
      if (
        !lowSet &&
        this.peek() === '-' &&
        this.source[this.index + 1] !== ']' &&
        this.index + 1 < this.source.length
      ) {
        this.index += 1;
        let high: string;
        if (this.peek() === '\\') {
          this.index += 1;
          high = this.escape(true).chars[0] ?? low;
        } else {
          high = this.source[this.index] as string;
          this.index += 1;
        }
        const [from, to] = [low, high];
        members.push((c) => c >= from && c <= to);
        firsts.push(from);
        if (to !== from) firsts.push(to);
      } else if (lowSet) {
        members.push(lowSet);
        firsts.push(...this.setSample(lowSet));
      } else {
        members.push((c) => c === low);
        firsts.push(low);
      }
    }
    this.index += 1; // ']'
    const inClass = (c: string) => members.some((member) => member(c));
    if (negated) return POOL.filter((c) => !inClass(c)).slice(0, 2);
    return [...new Set(firsts)].slice(0, 4);
  }

  private setSample(set: (c: string) => boolean): string[] {
    return POOL.filter(set).slice(0, 2);
  }
}

/** Strings that may match `source` (each still to be tested with the real RegExp). */
export function generateCandidates(source: string): Parsed {
  try {
    return new RegexGenerator(source).generate();
  } catch {
    return { candidates: [], approximate: true };
  }
}

const SYNTAX_REASONS: readonly [RegExp, string][] = [
  [/Unterminated group|Unmatched '\('/i, 'nawias "(" nie jest zamknięty'],
  [/Unmatched '\)'/i, 'nawias ")" nie ma pary "("'],
  [/Unterminated character class|missing \/?\]/i, 'nawias "[" nie jest zamknięty ("]")'],
  [/Nothing to repeat/i, 'znak powtórzenia (*, +, ?, {n}) nie ma czego powtarzać'],
  [/Lone quantifier brackets/i, 'samotny nawias "{" albo "}": jako znak zapisz "\\\\{" / "\\\\}"'],
  [/numbers out of order/i, 'w {min,max} min jest większe od max'],
  [/Range out of order/i, 'zakres w [...] ma znaki w złej kolejności (np. [9-0] zamiast [0-9])'],
  [
    /Invalid escape|Invalid Unicode escape|\\ at end of pattern/i,
    'nieznana sekwencja ze znakiem "\\"; znak specjalny poprzedź "\\\\" (w JSON podwójny)',
  ],
  [
    /Invalid group|Invalid capture group name/i,
    'niepoprawna grupa "(?…)": dozwolone (?:…), (?=…), (?!…), (?<nazwa>…)',
  ],
  [/Invalid property name/i, 'nieznana właściwość Unicode w \\p{…}'],
];

/** Why the browser cannot compile a pattern, in Polish; null when it can. */
export function regexSyntaxProblem(source: string): string | null {
  try {
    new RegExp(source, 'u');
    return null;
  } catch (error) {
    const text = (error as Error).message;
    const reason = SYNTAX_REASONS.find(([english]) => english.test(text))?.[1];
    const detail = text.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');
    return `wzorzec "${source}" nie jest poprawnym wyrażeniem regularnym: ${reason ?? detail}`;
  }
}

/** An anchor inside a branch after which (`$`) or before which (`^`) characters are still required. */
function misplacedAnchor(source: string): string | null {
  if (/[^\\|(]\$(?![|)]|$)/.test(source.replace(/\\\\/g, '').replace(/\[[^\]]*\]/g, 'x')))
    return '"$" (koniec tekstu) stoi w środku wzorca, a po nim są jeszcze znaki';
  if (
    /[^|(:=!]\^/.test(
      source
        .replace(/\\\\/g, '')
        .replace(/\\\^/g, '')
        .replace(/\[[^\]]*\]/g, 'x'),
    )
  )
    return '"^" (początek tekstu) stoi w środku wzorca, a przed nim są już znaki';
  return null;
}

/** The field a pattern belongs to, as an analyst knows it: its title and name. */
function fieldLabel(node: JsonObject, pointer: string): string {
  const segments = pointer.split('/');
  const at = segments.lastIndexOf('properties');
  const name = at >= 0 && at + 1 < segments.length ? unescapeSegment(segments[at + 1] as string) : undefined;
  const definition = /^\/definitions\/([^/]+)$/.exec(pointer)?.[1];
  const id = name ?? (definition ? unescapeSegment(definition) : undefined);
  const title = typeof node.title === 'string' ? node.title : undefined;
  if (title && id) return `pola „${title}” (${id})`;
  if (title) return `pola „${title}”`;
  return id ? `pola "${id}"` : 'schematu';
}

/** Whether a pattern accepts something; `examples` are the field's declared values. */
export function patternIssue(source: string, examples: readonly unknown[], label: string): string | null {
  // A regex that does not compile is explained by the meta-schema check (schema-keywords.ts).
  if (regexSyntaxProblem(source)) return null;
  const regex = new RegExp(source, 'u');
  const declared = examples.filter((value): value is string => typeof value === 'string');
  if (declared.some((value) => regex.test(value))) return null;
  const { candidates, approximate } = generateCandidates(source);
  if (candidates.some((value) => regex.test(value))) return null;
  const why = misplacedAnchor(source);
  const tried = candidates
    .slice(0, 3)
    .map((value) => `"${value}"`)
    .join(', ');
  if (why)
    return `wzorzec ${label} nie przyjmie żadnej wartości: ${why}; usuń go albo przenieś na koniec (sprawdzone: ${tried})`;
  const add =
    'dopisz do pola "examples" (albo do poprawnego przykładu w fixtures/valid) wartość, którą wzorzec ma przyjąć';
  if (approximate && declared.length === 0)
    return `nie umiemy ułożyć wartości pasującej do wzorca ${label}: ${add}`;
  return (
    `wzorzec ${label} nie przyjmuje żadnej z wartości, które sprawdziliśmy` +
    (tried ? ` (${tried}` + (declared.length > 0 ? `, ani przykładów pola)` : ')') : '') +
    `; popraw wzorzec albo ${add}`
  );
}

/** Keys whose values are data or messages, not schemas: a "pattern" there is not a regex to check. */
const DATA_KEYS = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);

/**
 * The values valid fixtures give each field that has a pattern, by the pointer of its "pattern" (at the
 * field's declaration or at the end of its `$ref`): what a customer really types counts as an example.
 */
export function fixtureValuesByPattern(
  bundled: JsonObject,
  fixtures: readonly unknown[],
): Map<string, string[]> {
  const values = new Map<string, string[]>();
  const valuesAt = (data: unknown, segments: readonly string[]): unknown[] => {
    if (segments.length === 0) return [data];
    const [first, ...rest] = segments;
    if (Array.isArray(data) && first === '0') return data.flatMap((item) => valuesAt(item, rest));
    if (isJsonObject(data) && first !== undefined && first in data) return valuesAt(data[first], rest);
    return [];
  };
  walkFields(bundled, (field) => {
    if (typeof field.schema.pattern !== 'string') return;
    const segments = field.dataPath.split('/').slice(1).map(unescapeSegment);
    const found = fixtures
      .flatMap((data) => valuesAt(data, segments))
      .filter((value) => typeof value === 'string');
    if (found.length === 0) return;
    for (const at of new Set([`${field.pointer}/pattern`, `${field.schemaPointer}/pattern`]))
      values.set(at, [...(values.get(at) ?? []), ...(found as string[])]);
  });
  return values;
}

/**
 * Every pattern of a bundled form schema (its own and the shared definitions it uses); `declared` gives
 * more examples by the pattern's pointer (the valid fixtures' values).
 */
export function patternIssues(
  bundled: JsonObject,
  declared: ReadonlyMap<string, readonly string[]> = new Map(),
): KeywordIssue[] {
  const issues: KeywordIssue[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (!isJsonObject(node)) return;
    if (typeof node.pattern === 'string') {
      const examples = [
        ...(Array.isArray(node.examples) ? node.examples : []),
        ...(declared.get(`${pointer}/pattern`) ?? []),
      ];
      const message = patternIssue(node.pattern, examples, fieldLabel(node, pointer));
      if (message) issues.push({ pointer: `${pointer}/pattern`, message });
    }
    for (const [key, child] of Object.entries(node))
      if (!DATA_KEYS.has(key)) visit(child, `${pointer}/${escapeSegment(key)}`);
  };
  visit(bundled, '');
  return issues;
}

/**
 * The examples a help text gives after "np." (`"ui:help": "Kod pocztowy, np. 12-345."`): the words up to
 * a comma, semicolon, bracket, "lub"/"albo" or the end, without a closing full stop, and the first word
 * alone ("np. 12-345 dla Warszawy"). A quoted example („12-345”, "12-345") is taken as quoted.
 */
export function hintExamples(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bnp\.:?\s*(?:[„"'](?<quoted>[^”"']+)[”"']|(?<plain>[^,;()]+))/gu)) {
    const quoted = match.groups?.quoted;
    if (quoted) {
      found.push(quoted);
      continue;
    }
    const phrase = (match.groups?.plain ?? '')
      .split(/\s+(?:lub|albo|i|oraz)\s+/u)[0]!
      .trim()
      .replace(/[.:]$/u, '');
    if (!phrase) continue;
    found.push(phrase);
    const first = phrase.split(/\s+/u)[0]!.replace(/[.:]$/u, '');
    if (first && first !== phrase) found.push(first);
  }
  return found;
}

/** The texts around a field that may give an example of its value, with where each is written. */
function hintTexts(field: FieldModel): { readonly where: string; readonly text: string }[] {
  const texts: { where: string; text: string }[] = [];
  for (const key of ['ui:help', 'ui:placeholder', 'ui:description'] as const) {
    const text = field.ui[key];
    if (typeof text === 'string') texts.push({ where: key, text });
  }
  if (field.description) texts.push({ where: 'description', text: field.description });
  return texts;
}

export interface HintExamples {
  /** Candidate values by the pointer of the pattern they are for (as `fixtureValuesByPattern`). */
  readonly byPattern: Map<string, string[]>;
  /** Patterns that refuse every example of one of their field's help texts. */
  readonly issues: KeywordIssue[];
}

/**
 * The examples the help texts of each field with a pattern give: candidates for the pattern's
 * satisfiability, and a problem when the pattern refuses the example the customer is shown.
 */
export function hintExamplesByPattern(bundled: JsonObject, ui: FormUiInput): HintExamples {
  const byPattern = new Map<string, string[]>();
  const issues: KeywordIssue[] = [];
  const reported = new Set<string>();
  for (const field of buildFormModel(bundled, ui).fields) {
    const pattern = field.schema.pattern;
    if (typeof pattern === 'string' && !regexSyntaxProblem(pattern)) {
      const regex = new RegExp(pattern, 'u');
      for (const { where, text } of hintTexts(field)) {
        const examples = hintExamples(text);
        if (examples.length === 0) continue;
        for (const at of new Set([`${field.declaredAt}/pattern`, `${field.schemaAt}/pattern`]))
          byPattern.set(at, [...(byPattern.get(at) ?? []), ...examples]);
        if (examples.some((value) => regex.test(value))) continue;
        const key = `${field.schemaAt}\0${examples[0]}`;
        if (reported.has(key)) continue;
        reported.add(key);
        issues.push({
          pointer: `${field.schemaAt}/pattern`,
          message: `wzorzec ${fieldLabel(field.schema, field.declaredAt)} nie przyjmuje przykładu „${examples[0]}” z podpowiedzi pola (${where}): klient wpisze go i zobaczy błąd; popraw wzorzec albo przykład`,
        });
      }
    }
  }
  return { byPattern, issues };
}
