import { Box, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PhoneIcon } from '@portal/ui';
import { BrandMark } from './BrandMark.tsx';

/** 991 is the national emergency number for power failures in Poland. */
const EMERGENCY_NUMBER = '991';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.900" color="white" mt="auto">
      <Container maxW="6xl" px={{ base: '4', sm: '6', md: '8' }} py={{ base: '8', md: '10' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="6"
          align={{ md: 'center' }}
        >
          <Flex align="center" gap="3">
            <BrandMark size={32} />
            <Stack gap="0">
              <Text fontWeight="bold">
                <Trans>Portal Klienta</Trans>
              </Text>
              <Text fontSize="sm" color="gray.200">
                <Trans>© {year} Operator Systemu Dystrybucyjnego</Trans>
              </Text>
            </Stack>
          </Flex>
          <Stack gap="1" align={{ md: 'flex-end' }}>
            <Text fontSize="sm" color="gray.200">
              <Trans>Awaria sieci lub brak prądu? Pogotowie energetyczne, całą dobę:</Trans>
            </Text>
            <Link
              href={`tel:${EMERGENCY_NUMBER}`}
              color="white"
              fontWeight="bold"
              fontSize="xl"
              textDecoration="none"
              _hover={{ textDecoration: 'underline' }}
              focusRingColor="accent.solid"
            >
              <PhoneIcon />
              {EMERGENCY_NUMBER}
            </Link>
          </Stack>
        </Flex>
      </Container>
    </Box>
  );
}
