import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BrandMark } from './BrandMark.tsx';

/**
 * The text logo "Portal Klienta" with its mark, leading to the home page. Its name is its visible text
 * plus a hidden hint (WCAG 2.5.3: the accessible name contains the visible label).
 */
export interface BrandLinkProps {
  /** Drops the operator caption between md and lg, where the signed-in menu needs the room. */
  compact?: boolean;
}

export function BrandLink({ compact = false }: BrandLinkProps) {
  return (
    <Box
      asChild
      borderRadius="md"
      _focusVisible={{
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '4px',
      }}
    >
      <Link to="/">
        <Flex align="center" gap="3">
          <BrandMark />
          <Box lineHeight="1.1">
            <Text
              as="span"
              display="block"
              whiteSpace="nowrap"
              fontWeight="bold"
              fontSize={{ base: 'lg', md: 'xl' }}
              color="brand.fg"
            >
              <Trans>Portal Klienta</Trans>
            </Text>
            <Text
              as="span"
              display={
                compact
                  ? { base: 'none', sm: 'block', md: 'none', lg: 'block' }
                  : { base: 'none', sm: 'block' }
              }
              whiteSpace="nowrap"
              fontSize="xs"
              color="fg.muted"
              letterSpacing="wide"
            >
              <Trans>Operator Systemu Dystrybucyjnego</Trans>
            </Text>
            <VisuallyHidden>
              <Trans>– strona główna</Trans>
            </VisuallyHidden>
          </Box>
        </Flex>
      </Link>
    </Box>
  );
}
