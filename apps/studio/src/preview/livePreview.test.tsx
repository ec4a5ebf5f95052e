// The preview pane draws the server's answer at once, without the studio around it being drawn again.
import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormEntry } from '@portal/form-catalog';
import { renderInStudio } from '../test/render.tsx';
import { createPreviewStore, LivePreviewPane } from './livePreview.tsx';
import type { PreviewForm } from './PreviewPane.tsx';

const entry = { id: 1, title: 'Wniosek', version: '1.0.0', mode: 'online' } as FormEntry;

const form = (stepTitle: string): PreviewForm =>
  ({
    schema: { type: 'object', properties: {} },
    ui: { steps: [{ id: 'a', title: stepTitle, fields: [] }], uiSchema: {} },
    validator: '/v.js',
  }) as unknown as PreviewForm;

const noop = () => undefined;
const studioDrawn = vi.fn();

function Studio({ store }: { store: ReturnType<typeof createPreviewStore> }) {
  studioDrawn();
  const axe = useRef<(() => void) | null>(null);
  return (
    <LivePreviewPane
      store={store}
      entry={entry}
      mode="online"
      width="phone"
      onWidthChange={noop}
      stepIndex={0}
      onStepChange={noop}
      fixtures={[]}
      fixtureName=""
      onFixtureChange={noop}
      data={{}}
      today={undefined}
      onAxe={noop}
      onAxeStart={noop}
      onData={noop}
      loadPdf={() => Promise.reject(new Error('no pdf'))}
      autoAxe={false}
      axeRequestRef={axe}
    />
  );
}

describe('the live preview pane', () => {
  it("draws each new form from the store at once, the studio's drawing left alone", () => {
    const store = createPreviewStore();
    renderInStudio(<Studio store={store} />);
    expect(screen.getByText('Schematu nie da się złożyć: popraw problemy, a podgląd wróci.')).toBeTruthy();

    act(() => store.set(form('Wnioskodawca')));
    expect(screen.getByRole('option', { name: 'Krok 1: Wnioskodawca' })).toBeTruthy();
    act(() => store.set(form('Obiekt')));
    expect(screen.getByRole('option', { name: 'Krok 1: Obiekt' })).toBeTruthy();
    expect(screen.queryByText('Schematu nie da się złożyć: popraw problemy, a podgląd wróci.')).toBeNull();
    expect(studioDrawn).toHaveBeenCalledTimes(1);
  });
});
