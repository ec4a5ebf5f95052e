import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { QrCode, qrPath } from './QrCode.tsx';

const link =
  'otpauth://totp/Portal%20Klienta:jan%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Portal%20Klienta';

describe('QrCode', () => {
  it('draws the modules of the code with a quiet zone of 4', () => {
    const { path, size } = qrPath(link);
    // A QR code has 17 + 4 × version modules a side, plus the quiet zone of 4 on both sides.
    expect((size - 8 - 17) % 4).toBe(0);
    expect(size).toBeGreaterThan(8 + 21);
    // The three finder patterns start at the quiet zone's corner.
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('is an image with the given name', async () => {
    await renderWithRouter(<QrCode value={link} label="Kod QR do zeskanowania" />);
    expect(screen.getByRole('img', { name: 'Kod QR do zeskanowania' })).toBeInTheDocument();
  });
});
