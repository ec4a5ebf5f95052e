import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInStudio } from '../test/render.tsx';
import { PreviewErrorBoundary } from './PreviewErrorBoundary.tsx';

function UnknownWidget(): never {
  // What RJSF's getWidget throws for `"ui:widget": "textArea"`.
  throw new Error(`No widget 'textArea' for type 'string' in schema: {"type":"string"}`);
}

describe('PreviewErrorBoundary', () => {
  it('says in Polish which widget does not exist, and tells the studio once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    renderInStudio(
      <PreviewErrorBoundary key={1} onFailure={onFailure}>
        <UnknownWidget />
      </PreviewErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Podglądu nie da się wyświetlić: nie ma widżetu „textArea” dla pola typu string (sprawdź „ui:widget”). Popraw pliki, a podgląd wróci sam.',
    );
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(
      'nie ma widżetu „textArea” dla pola typu string (sprawdź „ui:widget”)',
    );
  });

  it('draws the form again once the files are fixed (a new revision)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    const view = renderInStudio(
      <PreviewErrorBoundary key={1} onFailure={onFailure}>
        <UnknownWidget />
      </PreviewErrorBoundary>,
    );
    await screen.findByRole('alert');
    view.rerender(
      <PreviewErrorBoundary key={2} onFailure={onFailure}>
        <p>Formularz</p>
      </PreviewErrorBoundary>,
    );
    expect(screen.getByText('Formularz')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
