// When the editor passes its text on to the studio: after a pause in typing, and at once after a panel's
// change, so that a change written into both files reaches the studio (and the preview) as one.
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubTextRanges } from '../test/textRanges.ts';
import { renderInStudio } from '../test/render.tsx';
import { applyJsonChanges, viewOf } from '../visual/editJson.ts';
import { EDIT_PAUSE_MS, JsonEditor } from './JsonEditor.tsx';

stubTextRanges();

const TEXT = '{\n  "title": "Wniosek"\n}\n';

function renderEditor() {
  const onChange = vi.fn<(text: string, afterPause: boolean) => void>();
  const onTyping = vi.fn<() => void>();
  renderInStudio(
    <JsonEditor
      label="schema.json"
      kind="schema"
      file="schema.json"
      documentKey="1"
      initialText={TEXT}
      onChange={onChange}
      onTyping={onTyping}
      problems={[]}
      vocabulary={null}
    />,
  );
  const view = viewOf(document, 'schema');
  if (!view) throw new Error('the editor is not drawn');
  return { onChange, onTyping, view };
}

describe('JsonEditor passes its text on', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('after a pause in typing, once for all the keystrokes before it (each told at once)', () => {
    const { onChange, onTyping, view } = renderEditor();
    const typeAt = (text: string, insert: string) =>
      act(() =>
        view.dispatch({
          changes: { from: view.state.doc.toString().indexOf(text), insert },
          userEvent: 'input.type',
        }),
      );
    typeAt('Wniosek', 'Nowy ');
    typeAt('"\n}', '!');
    expect(onChange).not.toHaveBeenCalled();
    expect(onTyping).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(EDIT_PAUSE_MS));
    expect(onChange.mock.calls).toEqual([['{\n  "title": "Nowy Wniosek!"\n}\n', true]]);
  });

  it("at once after a panel's change, and not again after the pause", () => {
    const { onChange, view } = renderEditor();
    act(() => void applyJsonChanges(view, [{ path: ['title'], value: 'Zgłoszenie' }]));
    expect(onChange.mock.calls).toEqual([['{\n  "title": "Zgłoszenie"\n}\n', false]]);
    act(() => vi.advanceTimersByTime(EDIT_PAUSE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("on leaving the editor, again at once after its pause's text, which the studio may not have drawn yet", () => {
    const { onChange, view } = renderEditor();
    act(() => void fireEvent.blur(view.contentDOM));
    expect(onChange).not.toHaveBeenCalled();
    act(() =>
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: '{}\n' },
        userEvent: 'input.type',
      }),
    );
    act(() => vi.advanceTimersByTime(EDIT_PAUSE_MS));
    act(() => void fireEvent.blur(view.contentDOM));
    expect(onChange.mock.calls).toEqual([
      ['{}\n', true],
      ['{}\n', false],
    ]);
    act(() => void fireEvent.blur(view.contentDOM));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
