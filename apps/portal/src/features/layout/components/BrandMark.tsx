// The brand mark: an amber bolt on a navy tile, drawn inline (no image request, strict CSP img-src).
import { chakra } from '@chakra-ui/react';

export interface BrandMarkProps {
  size?: number;
}

export function BrandMark({ size = 36 }: BrandMarkProps) {
  return (
    <chakra.svg
      width={`${size}px`}
      height={`${size}px`}
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
    >
      <rect width="36" height="36" rx="9" fill="#143b72" />
      <path d="M20.5 5 10 20h7l-2.5 11L26 15.5h-7.2L20.5 5Z" fill="#fbb41d" />
    </chakra.svg>
  );
}
