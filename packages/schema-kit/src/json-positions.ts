// Line and column of a place in a JSON file: a syntax error where the parser stopped, with a
// Polish explanation instead of Node's "position 996"; a JSON pointer at its key (or the nearest part of
// it that exists), so every problem of the check is printed as file:line:column and editors jump there.
// jsonc-parser is the scanner VS Code uses for JSON; it is told to accept neither comments nor trailing commas.
import { readFileSync } from 'node:fs';
import {
  findNodeAtLocation,
  parse,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { unescapeSegment } from '@portal/json-pointer';

export interface TextPosition {
  /** 1-based. */
  readonly line: number;
  /** 1-based, in characters. */
  readonly column: number;
}

export interface JsonSyntaxError extends TextPosition {
  readonly message: string;
}

export function positionAt(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text[i] === '\n') {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

const EXPLANATIONS: Readonly<Record<string, string>> = {
  InvalidSymbol:
    'niedozwolony znak (tekst musi być w cudzysłowie "…", wartości to liczby, true, false lub null)',
  InvalidNumberFormat: 'niepoprawny zapis liczby (bez zer wiodących, z kropką dziesiętną)',
  PropertyNameExpected: 'oczekiwano nazwy pola w cudzysłowie "…"',
  ValueExpected: 'oczekiwano wartości',
  ColonExpected: 'brak dwukropka ":" po nazwie pola',
  CommaExpected: 'brak przecinka "," między elementami',
  CloseBraceExpected: 'brak zamykającego nawiasu "}"',
  CloseBracketExpected: 'brak zamykającego nawiasu "]"',
  EndOfFileExpected: 'po końcu dokumentu JSON jest jeszcze tekst',
  InvalidCommentToken: 'komentarze są niedozwolone w JSON (opis umieść w "$comment" lub "description")',
  UnexpectedEndOfComment: 'niezamknięty komentarz (komentarze są niedozwolone w JSON)',
  UnexpectedEndOfString: 'niezamknięty tekst: brak cudzysłowu " na końcu',
  UnexpectedEndOfNumber: 'niedokończona liczba',
  InvalidUnicode: 'niepoprawny znak \\u w tekście (potrzeba 4 cyfr szesnastkowych)',
  InvalidEscapeCharacter:
    'niepoprawna sekwencja z "\\" w tekście (dozwolone: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)',
  InvalidCharacter: 'niedozwolony znak w tekście (np. tabulator lub nowy wiersz: użyj \\t lub \\n)',
};

/** The first syntax error of a JSON text, or null when it parses. */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  if (text.trim() === '') return { line: 1, column: 1, message: 'plik jest pusty' };
  const errors: ParseError[] = [];
  parse(text, errors, PARSE_OPTIONS);
  const first = errors[0];
  if (!first) return null;
  const code = printParseErrorCode(first.error);
  const before = text.slice(0, first.offset).trimEnd();
  const closing = text[first.offset];
  const trailingComma =
    before.endsWith(',') &&
    (closing === '}' || closing === ']') &&
    (code === 'PropertyNameExpected' || code === 'ValueExpected');
  if (trailingComma) {
    const comma = before.length - 1;
    return { ...positionAt(text, comma), message: `zbędny przecinek przed "${closing}"` };
  }
  return { ...positionAt(text, first.offset), message: EXPLANATIONS[code] ?? code };
}

function pathOf(pointer: string): (string | number)[] {
  if (pointer === '' || pointer === '#') return [];
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((segment) => unescapeSegment(segment));
}

/** Where a JSON pointer is in a parsed tree: its key when it is a property, else its value; else the nearest ancestor. */
export function pointerPosition(text: string, tree: Node | undefined, pointer: string): TextPosition | null {
  if (!tree) return null;
  const segments = pathOf(pointer);
  for (let length = segments.length; length >= 0; length -= 1) {
    const path = segments.slice(0, length).map((segment) => {
      return /^\d+$/.test(String(segment)) ? Number(segment) : segment;
    });
    // Array indices are numbers in jsonc paths; an object key that looks like a number is tried as text.
    const node =
      findNodeAtLocation(tree, path) ?? findNodeAtLocation(tree, segments.slice(0, length).map(String));
    if (!node) continue;
    const at = node.parent?.type === 'property' ? node.parent : node;
    return positionAt(text, at.offset);
  }
  return null;
}

/** Positions for many pointers of one file, parsing it once. */
export interface JsonFileLocator {
  /** The file's syntax error, when it has one (then every pointer is located there). */
  readonly syntaxError: JsonSyntaxError | null;
  locate(pointer: string): TextPosition | null;
}

export function jsonFileLocator(file: string): JsonFileLocator | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const syntaxError = jsonSyntaxError(text);
  if (syntaxError) return { syntaxError, locate: () => syntaxError };
  const tree = parseTree(text, [], PARSE_OPTIONS);
  return { syntaxError: null, locate: (pointer) => pointerPosition(text, tree, pointer) };
}
