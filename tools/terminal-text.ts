// Security hardening: what the back office's terminal prints comes from the database, where text stored before
// the text rules (or by a provider's notification) may still hold characters a terminal acts on or that
// reorder a line (U+009B is CSI, U+202E turns "fdp.exe" into "exe.pdf"). They are printed as \uXXXX
// escapes, which inside a JSON string read back as the same character.
import { HIDDEN_CHARACTERS } from '@portal/validation';

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text with every hidden character but the line feed written as its \uXXXX escape. */
export function forTerminal(text: string): string {
  return text.replace(HIDDEN_CHARACTERS, (character) =>
    character === '\n' ? character : escaped(character),
  );
}

/** Indented JSON of the value whose strings show their hidden characters as escapes; JSON.parse gives it back. */
export function terminalJson(value: unknown): string {
  return forTerminal(JSON.stringify(value, null, 2));
}
