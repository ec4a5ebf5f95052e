// portal-spec §4: reloading the invoices shows a notice after 500 ms (and lasts about 2 s at least). The
// live region is always there, so the notice is announced when it appears.
import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export function RefetchNotice({ visible }: { visible: boolean }) {
  return (
    <Box role="status">
      {visible ? (
        <Flex
          align="center"
          gap="3"
          px="4"
          py="3"
          bg="brand.subtle"
          color="brand.fg"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="brand.muted"
          mb="4"
        >
          <Spinner size="sm" />
          <Text fontWeight="medium">
            <Trans>Odświeżamy listę dokumentów…</Trans>
          </Text>
        </Flex>
      ) : null}
    </Box>
  );
}
