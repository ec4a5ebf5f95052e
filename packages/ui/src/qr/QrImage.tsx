// A QR code drawn in the browser (Chakra's QR code: SVG, no request, no image under the strict CSP), black
// on white inside a light border so phones read it in the dark theme too; one image with an accessible
// name. The screens choose its size and padding; the error correction is the same everywhere.
import { QrCode, type QrCodeRootProps } from '@chakra-ui/react';
import { qrCodeSlotRecipe } from '@chakra-ui/react/theme';

export interface QrImageProps extends Omit<
  QrCodeRootProps,
  'recipe' | 'encoding' | 'role' | 'aria-label' | 'children'
> {
  value: string;
  /** The image's accessible name: what scanning it gives. */
  label: string;
}

export function QrImage({ label, ...rest }: QrImageProps) {
  return (
    <QrCode.Root
      recipe={qrCodeSlotRecipe}
      encoding={{ ecc: 'M' }}
      role="img"
      aria-label={label}
      bg="white"
      color="black"
      borderWidth="1px"
      borderColor="border.muted"
      {...rest}
    >
      <QrCode.Frame>
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  );
}
