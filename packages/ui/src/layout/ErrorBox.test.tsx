import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { ErrorBox } from './ErrorBox.tsx';
import * as stories from './ErrorBox.stories.tsx';

describe('ErrorBox', () => {
  it('announces errors as an alert', () => {
    renderWithUi(<ErrorBox title="Błąd" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Błąd');
  });

  it('announces other statuses politely', () => {
    renderWithUi(<ErrorBox status="info" title="Informacja" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Informacja');
  });
});

describeStories('ErrorBox', stories);
