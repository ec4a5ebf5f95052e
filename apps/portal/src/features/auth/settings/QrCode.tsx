// portal-spec §3 Two-factor: the otpauth:// link as a QR code, drawn here as SVG from the qrcode library's
// module matrix (no image service, nothing leaves the browser; the secret must not).
import { Box } from '@chakra-ui/react';
import { create } from 'qrcode';
import { useMemo } from 'react';

export interface QrCodeProps {
  value: string;
  /** The image's accessible name. */
  label: string;
  size?: number;
}

const QUIET_ZONE = 4;

export function qrPath(value: string): { path: string; size: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.data[row * modules.size + column]) {
        commands.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
  }
  return { path: commands.join(''), size: modules.size + QUIET_ZONE * 2 };
}

export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { path, size: viewBox } = useMemo(() => qrPath(value), [value]);
  return (
    <Box
      bg="white"
      borderRadius="md"
      borderWidth="1px"
      borderColor="border.muted"
      p="1"
      display="inline-block"
      lineHeight="0"
    >
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${viewBox} ${viewBox}`}
        shapeRendering="crispEdges"
      >
        <rect width={viewBox} height={viewBox} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
    </Box>
  );
}
