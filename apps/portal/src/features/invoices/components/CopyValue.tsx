// The transfer data's lines: a label over its value, most of them with a copy button. portal-spec §9:
// after copying, a confirmation icon shows for 5 s; the confirmation is also announced.
import { Box, Flex, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon, CopyIcon } from '@portal/ui';
import type { ReactNode } from 'react';

/** One line of the transfer data's list: its label, then the value (`children`, the `dd`). */
export function TransferFact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box borderBottomWidth="1px" borderColor="border.muted" py="3" _last={{ borderBottomWidth: '0' }}>
      <Text
        as="dt"
        textStyle="xs"
        color="fg.muted"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {label}
      </Text>
      {children}
    </Box>
  );
}

export interface CopyValueProps {
  label: ReactNode;
  /** What is shown. */
  children: ReactNode;
  copyLabel: string;
  copiedLabel: string;
  copied: boolean;
  onCopy: () => void;
  emphasis?: boolean;
}

export function CopyValue({
  label,
  children,
  copyLabel,
  copiedLabel,
  copied,
  onCopy,
  emphasis = false,
}: CopyValueProps) {
  const { t } = useLingui();
  return (
    <TransferFact label={label}>
      <Flex as="dd" align="center" gap="2" mt="1">
        <Box
          flex="1"
          minW="0"
          textStyle={emphasis ? 'lg' : 'md'}
          fontWeight={emphasis ? 'bold' : 'semibold'}
          fontVariantNumeric="tabular-nums"
          overflowWrap="anywhere"
        >
          {children}
        </Box>
        <IconButton
          variant={copied ? 'subtle' : 'outline'}
          colorPalette={copied ? 'green' : 'brand'}
          size="sm"
          aria-label={copied ? copiedLabel : copyLabel}
          onClick={onCopy}
          flexShrink={0}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
        </IconButton>
        <VisuallyHidden role="status">{copied ? t`Skopiowano do schowka.` : null}</VisuallyHidden>
      </Flex>
    </TransferFact>
  );
}
