import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { QrImage } from './QrImage.tsx';

describe('QrImage', () => {
  it('is one image named by its label, drawn as SVG', () => {
    renderWithUi(<QrImage value="BEGIN:VCARD" label="Kod QR z danymi kontaktowymi" size="lg" />);
    const image = screen.getByRole('img', { name: 'Kod QR z danymi kontaktowymi' });
    expect(image.querySelector('svg')).not.toBeNull();
  });
});
