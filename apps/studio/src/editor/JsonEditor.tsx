// A JSON file in CodeMirror 6: JSON language, the check's problems inline, completion of the
// forms' keywords and widget names, and Polish hover help for them; find and replace (Ctrl+F) and go to
// line (Ctrl+Alt+G) with a Polish panel. Fixtures and the catalog ('data') get no completion.
import { Box } from '@chakra-ui/react';
import { autocompletion, type CompletionSource } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, indentOnInput } from '@codemirror/language';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { EditorState } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  hoverTooltip,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { memo, useEffect, useRef } from 'react';
import type { Problem, Vocabulary } from '../api.ts';
import { editorHostCss, editorTheme } from '../styles.ts';
import { completionAt, diagnosticsFor, helpFor, quotedWordAt, type EditorKind } from './language.ts';
import { polishPhrases } from './phrases.ts';

/**
 * Pause in typing before the editor tells the studio its text (form studio, "Fast"): a keystroke redraws only
 * CodeMirror, and the studio (the check, the preview, the badges) follows once per pause; leaving the
 * editor (a click on "Zapisz i sprawdź", another form) passes on what was typed at once.
 */
export const EDIT_PAUSE_MS = 150;

export interface JsonEditorProps {
  /** Accessible name of the editor (the file's name). */
  readonly label: string;
  /** 'data': a fixture or the catalog, without the forms' completion and help. */
  readonly kind: EditorKind | 'data';
  /** The file name problems are matched by (the end of the problem's path, e.g. 'schema.json'). */
  readonly file: string;
  /** Changing `documentKey` replaces the text (another form opened); otherwise the editor owns it. */
  readonly documentKey: string;
  readonly initialText: string;
  /**
   * The text after each pause in typing (EDIT_PAUSE_MS, `afterPause`), when the editor loses focus (a
   * click on "Zapisz i sprawdź" must see it at once), and at once after a change made in a panel.
   */
  readonly onChange: (text: string, afterPause: boolean) => void;
  /** Each change of the text, at once (the studio asks the server nothing more about older text). */
  readonly onTyping?: () => void;
  readonly problems: readonly Problem[];
  readonly vocabulary: Vocabulary | null;
}

/**
 * Drawn again only when what it shows changes: `initialText` is read when `documentKey` changes, so the
 * studio passing on each pause's text (its `texts`) does not redraw the editor that wrote it.
 */
export const JsonEditor = memo(JsonEditorView, (before, after) =>
  (Object.keys(after) as (keyof JsonEditorProps)[]).every(
    (name) => name === 'initialText' || before[name] === after[name],
  ),
);

function JsonEditorView({
  label,
  kind,
  file,
  documentKey,
  initialText,
  onChange,
  onTyping,
  problems,
  vocabulary,
}: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, onTyping, vocabulary });
  useEffect(() => {
    latest.current = { onChange, onTyping, vocabulary };
  });

  useEffect(() => {
    if (!host.current) return;
    const complete: CompletionSource = (context) => {
      const words = latest.current.vocabulary;
      if (!words || kind === 'data') return null;
      const line = context.state.doc.lineAt(context.pos);
      const before = line.text.slice(0, context.pos - line.from);
      const found = completionAt(words, kind, before, context.pos, context.state.doc.toString());
      if (!found) return null;
      return { from: found.from, options: [...found.options], validFor: /^[\w:$-]*$/ };
    };
    const hover = hoverTooltip((editor, pos) => {
      const words = latest.current.vocabulary;
      if (!words || kind === 'data') return null;
      const word = quotedWordAt(editor.state.doc.toString(), pos);
      const help = word ? helpFor(words, kind, word.text) : null;
      if (!word || !help) return null;
      return {
        pos: word.from,
        end: word.to,
        above: true,
        create: () => {
          const dom = document.createElement('div');
          dom.className = 'studio-hover';
          const name = document.createElement('strong');
          name.textContent = word.text;
          dom.append(name, document.createTextNode(`: ${help}`));
          return { dom };
        },
      };
    });
    let pending = 0;
    // A pause's text reaches the studio as a transition, which more typing or a busy machine holds back
    // from being drawn; leaving the editor passes it on again at once, so that the click that left it (a
    // save, a shared link) reads it rather than the text before.
    let passedAsTransition = false;
    const passOn = (afterPause: boolean) => {
      if (!pending && (afterPause || !passedAsTransition)) return;
      window.clearTimeout(pending);
      pending = 0;
      passedAsTransition = afterPause;
      latest.current.onChange(editor.state.doc.toString(), afterPause);
    };
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          foldGutter(),
          history(),
          indentOnInput(),
          bracketMatching(),
          keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap]),
          search({ top: true }),
          highlightSelectionMatches(),
          EditorState.phrases.of(polishPhrases),
          json(),
          lintGutter(),
          autocompletion({ override: [complete] }),
          hover,
          // tabindex: axe-core counts a contenteditable as focusable only with it (scrollable-region-focusable).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EditorView.lineWrapping,
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            latest.current.onTyping?.();
            window.clearTimeout(pending);
            pending = window.setTimeout(() => passOn(true), EDIT_PAUSE_MS);
            // A panel's change (editJson.ts) is passed on at once: one that edits both files then reaches
            // the studio as one update, and the preview is never drawn from one file changed and the
            // other not yet (a new field shown where the old ui:order's "*" put it).
            if (update.transactions.some((transaction) => transaction.isUserEvent('input.visual')))
              passOn(false);
          }),
          EditorView.domEventHandlers({ blur: () => passOn(false) }),
          EditorView.theme(editorTheme),
        ],
      }),
    });
    view.current = editor;
    return () => {
      // Another document replaces this one (another form, restored edits): what was typed in the last
      // pause belongs to the old one, and the studio no longer wants it.
      window.clearTimeout(pending);
      pending = 0;
      editor.destroy();
      view.current = null;
    };
    // The document is replaced only when another form is opened (documentKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [documentKey, kind, label]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const text = editor.state.doc.toString();
    const diagnostics = diagnosticsFor(text, problems, file).map((diagnostic) => ({
      ...diagnostic,
      severity: 'error' as const,
    }));
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [problems, file, documentKey]);

  return (
    <Box
      ref={host}
      data-testid={`editor-${kind}`}
      h={{ base: '420px', md: '100%' }}
      minH="0"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="white"
      css={editorHostCss}
    />
  );
}
